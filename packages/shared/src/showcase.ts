/**
 * What the login page shows of the product, made at build time by the offline engines
 * (apps/server/src/modules/showcase, apps/web/build/showcase.ts): a question answered at two
 * ages, and one story page with its picture.
 */
export interface Showcase {
  question: string;
  answers: Array<{ age: number; text: string }>;
  story: { title: string; page: string; pictureAlt: string; pictureWidth: number; pictureHeight: number };
}
