export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The frame every email shares: inline styles only, as mail clients require. */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#fbf6ee;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#2a2a3c;font-size:16px;line-height:1.5">
<div style="max-width:520px;margin:0 auto;padding:32px 20px">
<p style="font-size:24px;font-weight:700;color:#3b3f8f;margin:0 0 24px">Pourquoi ?</p>
<div style="background:#fff;border-radius:16px;padding:24px">${body}</div>
</div>
</body>
</html>`;
}
