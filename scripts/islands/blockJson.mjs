import { HEADER } from './facts.mjs';

/**
 * `wp-plugin/blocks/<name>/block.json`: the block `carhire-widgets/<name>` (apiVersion 2).
 * @param {import('./facts.mjs').IslandFacts} island
 */
export function blockJson(island) {
  const attributes = Object.fromEntries(
    Object.entries(island.attributes).map(([name, attr]) => [
      name,
      {
        type: 'string',
        ...(attr.enum ? { enum: attr.default === '' ? ['', ...attr.enum] : attr.enum } : {}),
        default: attr.default,
      },
    ]),
  );
  return `${JSON.stringify(
    {
      $schema: 'https://schemas.wp.org/trunk/block.json',
      __generated: HEADER,
      apiVersion: 2,
      name: `carhire-widgets/${island.name}`,
      version: '0.1.0',
      title: island.title,
      category: 'widgets',
      icon: island.icon,
      description: island.description,
      keywords: ['car hire', 'car rental', island.name.replaceAll('-', ' ')],
      textdomain: 'carhire-widgets',
      attributes,
      supports: { html: false, multiple: true, reusable: true, ...(island.align ? { align: island.align } : {}) },
      example: { attributes: {} },
      editorScript: 'chw-blocks-editor',
      editorStyle: 'chw-blocks-editor',
    },
    null,
    2,
  )}\n`;
}
