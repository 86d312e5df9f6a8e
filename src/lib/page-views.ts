/**
 * The registry routes whose view is built: a page file under app/[shell] serves them (the others
 * answer the not-found page inside their shell until their issue lands). The sitemap lists only
 * these, so that every URL in it answers 200. tests/unit/static-pages.test.ts keeps this list
 * equal to the page files, so a new view cannot be left out of the sitemap.
 */
export const ROUTES_WITH_VIEWS: ReadonlySet<string> = new Set([
  "home",
  "thankyou",
  "about",
  "author",
  "authors",
  "blog",
  "blog-page",
  "blog-post",
  "careers",
  "contact",
  "editorial",
  "faq",
  "press",
  "privacy",
  "refund",
  "reviewer",
  "reviewers",
  "terms",
  // Issue 11
  "treatments",
  "treatment",
  "city-treatment",
  "conditions",
  "condition",
  "departments",
  "department",
  "tests",
  "test",
  "cost",
  "cost-estimate",
]);
