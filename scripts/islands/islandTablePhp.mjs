import { HEADER } from './facts.mjs';
import { php, phpArrayMethod, phpClassFile, phpEntries, phpTr as tr } from './php.mjs';

/** The attribute facts the PHP side needs. @param {import('./facts.mjs').IslandAttribute} attr @param {string} name */
const phpAttribute = (attr, name) => ({
  shortcode: attr.shortcode ?? name.toLowerCase(),
  default: attr.default,
  enum: attr.enum ?? [],
  pattern: attr.pattern ?? '',
  maxLength: attr.maxLength ?? 0,
  case: attr.case ?? '',
  options: attr.options ?? '',
});

/** The block comment an activation page holds. @param {string} island @param {Record<string, string>} [attributes] */
const blockMarkup = (island, attributes) =>
  `<!-- wp:carhire-widgets/${island}${attributes && Object.keys(attributes).length ? ` ${JSON.stringify(attributes)}` : ''} /-->`;

/**
 * `wp-plugin/includes/IslandTable.php`: shortcodes, allowed attributes, heights, pages, routes and
 * the translated titles and labels.
 * @param {import('./facts.mjs').IslandEntry[]} list
 */
export function islandTablePhp(list) {
  const islands = Object.fromEntries(
    list.map(({ island }) => [
      island.name,
      {
        shortcode: island.shortcode,
        heights: island.heights,
        referrer_policy: island.referrerPolicy ?? '',
        attributes: Object.fromEntries(
          Object.entries(island.attributes).map(([name, attr]) => [name, phpAttribute(attr, name)]),
        ),
      },
    ]),
  );
  const pages = {};
  const routes = {};
  for (const { island } of list) {
    for (const page of island.pages) {
      const path = page.path.slice(1);
      if (page.route) routes[page.route] = path;
      if (page.create === false) continue;
      const align = page.align ?? 'wide';
      pages[path] = {
        title: page.title,
        island: island.name,
        // The block is as wide as the page's group where its island allows it (island.json `align`):
        // a classic theme keeps a group's own children to the reading column otherwise (Twenty
        // Twenty-One: 610 px, too tight for the car list or the checkout beside its summary).
        block: blockMarkup(
          island.name,
          island.align?.includes(align) ? { ...page.attributes, align } : page.attributes,
        ),
        route: page.route ?? null,
        align,
      };
    }
  }
  /** `array( … )` over lines, or `array()`. @param {Array<[string, string]>} pairs @param {string} indent */
  const array = (pairs, indent) =>
    pairs.length ? `array(\n${phpEntries(pairs, `${indent}\t`)}\n${indent})` : 'array()';
  /** @param {(island: import('./facts.mjs').IslandFacts) => string} pick @returns {Array<[string, string]>} */
  const strings = (pick) => list.map(({ island }) => [island.name, tr(pick(island))]);
  const routeLabels = list.flatMap(({ island }) =>
    island.pages
      .filter((page) => page.route)
      .map((page) => /** @type {[string, string]} */ ([page.route, tr(page.routeLabel ?? page.title)])),
  );
  const attributeLabels = list.flatMap(({ island }) =>
    Object.entries(island.attributes).map(
      ([name, attr]) =>
        /** @type {[string, string]} */ ([
          `${island.name}.${name}`,
          array(
            [
              ['label', tr(attr.label)],
              ['help', tr(attr.help ?? '')],
              [
                'options',
                array(
                  Object.entries(attr.enumLabels ?? {}).map(([value, label]) => [value, tr(label)]),
                  '\t\t\t\t',
                ),
              ],
            ],
            '\t\t\t',
          ),
        ]),
    ),
  );
  return phpClassFile({
    summary: 'The island table.',
    header: HEADER,
    doc: [
      "Every island's shortcode, allowed attributes (prop name => rule), reserved heights (px), the",
      "Referrer-Policy of a page that holds it ('' the site's own), the",
      'pages activation creates (path => title, island, block markup, route key, group width) and the route paths.',
    ],
    name: 'IslandTable',
    members: [
      `\tpublic const ISLANDS = ${php(islands, '\t')};`,
      `\tpublic const PAGES = ${php(pages, '\t')};`,
      `\tpublic const ROUTES = ${php(routes, '\t')};`,
      phpArrayMethod({
        doc: ['Translated island titles.'],
        returns: 'array<string, string>',
        name: 'titles',
        pairs: strings((island) => island.title),
      }),
      phpArrayMethod({
        doc: ['Translated island descriptions (what each shows).'],
        returns: 'array<string, string>',
        name: 'descriptions',
        pairs: strings((island) => island.description),
      }),
      phpArrayMethod({
        doc: ['Translated names of the routes, for the settings screen.'],
        returns: 'array<string, string>',
        name: 'route_labels',
        pairs: routeLabels,
      }),
      phpArrayMethod({
        doc: ['Translated labels of the attributes ("island.prop" => label, help, option labels), for the editor.'],
        returns: 'array<string, array{label: string, help: string, options: array<string, string>}>',
        name: 'attribute_labels',
        pairs: attributeLabels,
      }),
    ],
  });
}
