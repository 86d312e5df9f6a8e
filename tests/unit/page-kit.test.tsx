import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { definePage, registryNode, trailOf } from "@/app/_routes/page-kit";
import { routeById, type Route } from "@/src/lib/page-registry";
import { Breadcrumbs } from "@/src/ui/page/breadcrumbs";
import { JsonLd } from "@/src/ui/page/json-ld";
import { INITIAL_PAGE_STATE, PageContextProvider } from "@/src/ui/page/page-context";
import { pageExports } from "@/src/ui/page/page-module";

vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
  useRouter: () => ({ push: () => {} }),
  usePathname: () => "/",
}));

const SITE = "http://localhost:3000";
const props = (params: object) => ({
  params: Promise.resolve(params),
  searchParams: Promise.resolve({}),
});

/** The JSON-LD documents of some HTML, parsed. */
function scripts(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );
}

const test = definePage({
  route: "test",
  // `params.slug` is a string by the route's pattern (src/lib/route-params.ts).
  load: ({ params }) => (params.slug === "hba1c" ? { name: "HbA1c", slug: params.slug } : null),
  meta: (data) => ({ title: data.name }),
  breadcrumb: (data) => ({ home: "Home", tests: "Tests", test: data.name }),
  settings: () => ({ pageName: "HbA1c" }),
  jsonLd: (data, { route }) => [registryNode(route, { name: data.name })],
  view: (data, { trail }) => (
    <main>
      <Breadcrumbs trail={trail} label="Breadcrumb" />
      <h1>{data.name}</h1>
    </main>
  ),
});

describe("[RT-42] the page kit: one definePage derives what every page repeated", () => {
  it("[RT-42] metadata: the page's title with canonical and hreflang from the registry", async () => {
    const page = pageExports(test, "hi");
    expect(await page.generateMetadata(props({ slug: "hba1c" }))).toEqual({
      title: "HbA1c",
      alternates: {
        canonical: "/hi/test/hba1c",
        languages: {
          "en-IN": "/test/hba1c",
          "hi-IN": "/hi/test/hba1c",
          "x-default": "/test/hba1c",
        },
      },
    });
  });

  it("[RT-42] unknown data is the 404 page's metadata: noindex, in the page's language", async () => {
    const meta = await pageExports(test, "en").generateMetadata(props({ slug: "nope" }));
    expect(meta.robots).toEqual({ index: false, follow: true });
  });

  it("[RT-43] the trail from the registry: one list for the visible crumbs and the BreadcrumbList", async () => {
    const page = await test.render({
      params: Promise.resolve({ slug: "hba1c", locale: "en" as const }),
      searchParams: Promise.resolve({}),
    });
    const html = renderToStaticMarkup(
      <PageContextProvider initial={INITIAL_PAGE_STATE.settings}>{page}</PageContextProvider>,
    );
    const [entity, crumbs] = scripts(html);
    expect(entity).toEqual({
      "@context": "https://schema.org",
      "@type": "MedicalTest",
      name: "HbA1c",
    });
    expect(crumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Tests", item: `${SITE}/test` },
        { "@type": "ListItem", position: 3, name: "HbA1c", item: `${SITE}/test/hba1c` },
      ],
    });
    expect(html).toContain('href="/test">Tests</a>');
    expect(html).toMatch(/<span aria-current="page"[^>]*>HbA1c<\/span>/);
  });

  it("[RT-43] a trail that stops at the index still ends at the page in its BreadcrumbList", () => {
    const trail = trailOf(
      "blog-post",
      { home: "Home", blog: "Blog", "blog-post": "A" },
      { slug: "a" },
      "hi",
    );
    const html = renderToStaticMarkup(<Breadcrumbs trail={trail} label="B" endsAtPage={false} />);
    expect(html).not.toContain("aria-current");
    expect(html).toContain('href="/hi/blog"');
    const [list] = scripts(html) as [{ itemListElement: { item: string }[] }];
    expect(list.itemListElement.map((i) => i.item)).toEqual([
      `${SITE}/hi`,
      `${SITE}/hi/blog`,
      `${SITE}/hi/blog/a`,
    ]);
  });

  it("[RT-44] the one JSON-LD writer: a node, or a @graph, and no text can close its script", () => {
    const html = renderToStaticMarkup(
      <>
        <JsonLd data={{ "@type": "Physician", name: "</script><b>x" }} />
        <JsonLd
          data={[
            { "@type": "Thing", name: "a" },
            { "@type": "Thing", name: "b" },
          ]}
        />
        <JsonLd data={null} />
      </>,
    );
    expect(html).not.toContain("</script><b>");
    expect(scripts(html)).toEqual([
      { "@context": "https://schema.org", "@type": "Physician", name: "</script><b>x" },
      {
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "Thing", name: "a" },
          { "@type": "Thing", name: "b" },
        ],
      },
    ]);
  });

  it("[RT-43] a profile's trail runs through its city and speciality listings (registry parents)", () => {
    expect((routeById("doctor") as Route).breadcrumb).toEqual([
      "doctors",
      "city-doctors",
      "city-speciality-doctors",
    ]);
    const trail = trailOf(
      "doctor",
      {
        home: "Home",
        doctors: "Doctors",
        "city-doctors": "Pune",
        "city-speciality-doctors": "Cardiology",
        doctor: "Dr A",
      },
      { slug: "dr-a", city: "pune", speciality: "cardiology" },
      "en",
    );
    expect(trail.map((c) => c.href)).toEqual([
      "/",
      "/doctors",
      "/pune/doctors",
      "/pune/doctors/cardiology",
      "/doctor/dr-a",
    ]);
  });
});
