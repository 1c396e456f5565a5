#!/usr/bin/env bash
# A rehearsal of docs/deploy.md on one machine, from a built clone (npm ci && npm run build):
# two API instances and a task worker on one PostgreSQL with Redis, behind nginx over TLS
# (self-signed), then pg_dump and pg_restore into a new database. Needs createdb, pg_dump,
# pg_restore, nginx, openssl, curl and a Redis; drops and recreates the databases
# `pourquoi_repetition` and `pourquoi_repetition_restauree` on $PGHOST.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
export PGHOST="${PGHOST:-127.0.0.1}" PGUSER="${PGUSER:-postgres}"
base="postgres://$PGUSER@$PGHOST:5432"
pids=()
cleanup() {
  [ -f "$work/nginx.pid" ] && nginx -c "$work/nginx.conf" -s stop 2>/dev/null || true
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT
check() { if [[ "$2" == *"$3"* ]]; then echo "ok   $1"; else echo "FAIL $1: $2"; exit 1; fi; }
wait_healthy() { for _ in $(seq 1 60); do curl -sf "localhost:$1/api/health" >/dev/null && return; sleep 1; done; echo "FAIL $1 not healthy"; exit 1; }
json() { node -pe "JSON.parse(require('fs').readFileSync(0))$1"; }

for db in pourquoi_repetition pourquoi_repetition_restauree; do dropdb --if-exists "$db"; createdb "$db"; done
export NODE_ENV=production APP_URL=https://pourquoi.example.fr JWT_SECRET="$(openssl rand -base64 48)" \
  DATABASE_URL="$base/pourquoi_repetition" REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}" TRUST_PROXY=1 \
  DATA_DIR="$work/data" PAYMENT_PROVIDER=simulated ALLOW_SIMULATED_PAYMENTS=true
PORT=8201 node apps/server/dist/server.js >"$work/api-1.log" 2>&1 & pids+=($!)
PORT=8202 node apps/server/dist/server.js >"$work/api-2.log" 2>&1 & pids+=($!)
node apps/server/dist/worker.js >"$work/worker.log" 2>&1 & pids+=($!)
wait_healthy 8201; wait_healthy 8202

openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=pourquoi.example.fr \
  -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
cat >"$work/nginx.conf" <<NGINX
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events {}
http {
  access_log off;
  client_body_temp_path $work/nginx-body;
  proxy_temp_path $work/nginx-proxy;
  upstream pourquoi { server 127.0.0.1:8201; server 127.0.0.1:8202; }
  server {
    listen 8443 ssl http2;
    server_name pourquoi.example.fr;
    ssl_certificate $work/cert.pem;
    ssl_certificate_key $work/key.pem;
    location / {
      proxy_pass http://pourquoi;
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$remote_addr;
      proxy_set_header X-Forwarded-Proto https;
      proxy_read_timeout 310s;
      proxy_buffering off;
    }
  }
}
NGINX
nginx -c "$work/nginx.conf"
front=(-sk -H 'host: pourquoi.example.fr' -H 'content-type: application/json')

email="repetition-$RANDOM@example.com"
registered=$(curl "${front[@]}" https://127.0.0.1:8443/api/auth/register \
  -d "{\"email\":\"$email\",\"password\":\"un-mot-de-passe\",\"first_name\":\"Marie\",\"last_name\":\"Durand\"}")
check "registration through nginx" "$registered" access_token
token=$(curl -s localhost:8202/api/auth/token -H 'content-type: application/json' \
  -d "{\"email\":\"$email\",\"password\":\"un-mot-de-passe\"}" | json .access_token)
auth=(-H "authorization: Bearer $token" -H 'content-type: application/json')
curl -s localhost:8201/api/children "${auth[@]}" -d '{"name":"Léa","birth_month":3,"birth_year":2020,"gender":"girl"}' >/dev/null
check "a child added on one instance is read on the other" "$(curl -s localhost:8202/api/children "${auth[@]}")" '"name":"Léa"'
child=$(curl -s localhost:8202/api/children "${auth[@]}" | json '[0].id')
story=$(curl "${front[@]}" -H "authorization: Bearer $token" https://127.0.0.1:8443/api/stories/generate \
  -d "{\"children\":[\"$child\"],\"story_type\":\"sleep\",\"theme\":\"space\"}" | json .id)
for _ in $(seq 1 30); do
  progress=$(curl -s "localhost:8201/api/stories/$story/progress" "${auth[@]}")
  [[ "$progress" == *'"is_complete":true'* ]] && break; sleep 1
done
check "an illustrated story all the way through" "$progress" '"status":"complete"'
check "headers through nginx" "$(curl -skI -H 'host: pourquoi.example.fr' https://127.0.0.1:8443/api/health)" strict-transport-security
check "metrics" "$(curl -s localhost:8201/metrics)" pourquoi_job_queue_depth
check "OpenAPI" "$(curl -s localhost:8202/api/docs)" '"openapi"'

dump="$work/pourquoi-$(date +%F).dump"
pg_dump --format=custom --file="$dump" "$DATABASE_URL"
pg_restore --clean --if-exists --no-owner --dbname="$base/pourquoi_repetition_restauree" "$dump"
DATABASE_URL="$base/pourquoi_repetition_restauree" PORT=8203 node apps/server/dist/server.js >"$work/api-3.log" 2>&1 &
pids+=($!)
wait_healthy 8203
check "the restored database keeps the account and the child" "$(curl -s localhost:8203/api/children "${auth[@]}")" '"name":"Léa"'
echo "Rehearsal passed (logs in $work)."
