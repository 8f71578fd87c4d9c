import { HEADER } from './facts.mjs';
import { php } from './php.mjs';

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
  /** `__( 'text', 'carhire-widgets' )`, a translated string. @param {string} text */
  const tr = (text) => `__( ${php(text)}, 'carhire-widgets' )`;
  /**
   * `key => value,` lines (values already PHP) at `indent`, the arrows aligned as the WordPress
   * Coding Standards want.
   * @param {Array<[key: string, value: string]>} pairs @param {string} indent
   */
  const entries = (pairs, indent) => {
    const width = Math.max(...pairs.map(([key]) => php(key).length));
    return pairs.map(([key, value]) => `${indent}${php(key).padEnd(width)} => ${value},`).join('\n');
  };
  /** `array( … )` over lines, or `array()`. @param {Array<[string, string]>} pairs @param {string} indent */
  const array = (pairs, indent) => (pairs.length ? `array(\n${entries(pairs, `${indent}\t`)}\n${indent})` : 'array()');
  /** @param {(island: import('./facts.mjs').IslandFacts) => string} pick */
  const strings = (pick) =>
    entries(
      list.map(({ island }) => [island.name, tr(pick(island))]),
      '\t\t\t',
    );
  const routeLabels = entries(
    list.flatMap(({ island }) =>
      island.pages
        .filter((page) => page.route)
        .map((page) => /** @type {[string, string]} */ ([page.route, tr(page.routeLabel ?? page.title)])),
    ),
    '\t\t\t',
  );
  const attributeLabels = entries(
    list.flatMap(({ island }) =>
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
    ),
    '\t\t\t',
  );
  return `<?php
/**
 * The island table. ${HEADER}
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Every island's shortcode, allowed attributes (prop name => rule), reserved heights (px), the
 * pages activation creates (path => title, island, block markup, route key, group width) and the route paths.
 */
final class IslandTable {

	public const ISLANDS = ${php(islands, '\t')};

	public const PAGES = ${php(pages, '\t')};

	public const ROUTES = ${php(routes, '\t')};

	/**
	 * Translated island titles.
	 *
	 * @return array<string, string>
	 */
	public static function titles(): array {
		return array(
${strings((island) => island.title)}
		);
	}

	/**
	 * Translated island descriptions (what each shows).
	 *
	 * @return array<string, string>
	 */
	public static function descriptions(): array {
		return array(
${strings((island) => island.description)}
		);
	}

	/**
	 * Translated names of the routes, for the settings screen.
	 *
	 * @return array<string, string>
	 */
	public static function route_labels(): array {
		return array(
${routeLabels}
		);
	}

	/**
	 * Translated labels of the attributes ("island.prop" => label, help, option labels), for the editor.
	 *
	 * @return array<string, array{label: string, help: string, options: array<string, string>}>
	 */
	public static function attribute_labels(): array {
		return array(
${attributeLabels}
		);
	}
}
`;
}
