import { expect } from '@open-wc/testing';
import { expectConsoleError, waitUntil } from '../../test/unit/setup';
import { mountIslands } from './mountIslands';
import { defineIsland, type IslandLoader } from '../islands/types';
import { placeholderProps } from '../islands/placeholderProps';
import { sharedMessages } from '../messages/shared';

let renders = 0;

const helloRules = { name: { pattern: '^[A-Za-z ]+$' } };
const hello = defineIsland({
  attributes: helloRules,
  Component: ({ name = 'world' }: { name?: string }) => {
    renders += 1;
    return <p className="chw-test">Hello {name}</p>;
  },
});

const broken = defineIsland({
  attributes: {},
  Component: () => {
    throw new Error('render exploded');
  },
});

const registry: Record<string, IslandLoader> = {
  hello: () => Promise.resolve({ default: hello }),
  broken: () => Promise.resolve({ default: broken }),
  'failing-chunk': () => Promise.reject(new Error('chunk load failed')),
};

/** A detached-from-Lit fixture: plain markup appended to the body, removed after each test. */
function fixture(markup: string): HTMLDivElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

describe('mountIslands', () => {
  beforeEach(() => {
    renders = 0;
  });
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('mounts every placeholder, two of the same island included, and tells the host page (chw:ready)', async () => {
    const ready: unknown[] = [];
    const listen = (event: WindowEventMap['chw:ready']) => ready.push(event.detail);
    window.addEventListener('chw:ready', listen);
    const root = fixture(`
      <div data-chw-island="hello"></div>
      <div data-chw-island="hello" data-chw-props='{"name":"Ann"}'></div>
    `);
    await mountIslands(root, registry);
    window.removeEventListener('chw:ready', listen);
    expect(ready).to.deep.equal([{ island: 'hello' }, { island: 'hello' }]);
    const texts = await waitUntil(() => {
      const found = Array.from(root.querySelectorAll('.chw-test')).map((node) => node.textContent);
      return found.length === 2 ? found : null;
    }, 'two islands');
    expect(texts).to.deep.equal(['Hello world', 'Hello Ann']);
  });

  it("parses a placeholder's props once: the island gets what its prefetch parsed", async () => {
    const root = fixture(`<div data-chw-island="hello" data-chw-props='{"name":"Ann"}'></div>`);
    const node = root.querySelector('[data-chw-island]') as HTMLElement;
    expect(placeholderProps(node, helloRules)).to.deep.equal({ name: 'Ann' });
    // Read again, these would show: they must not be.
    node.dataset.chwProps = '{"name":"Bob"}';
    await mountIslands(root, registry);
    const text = await waitUntil(() => root.querySelector('.chw-test')?.textContent, 'mounted');
    expect(text).to.equal('Hello Ann');
  });

  it('mounting twice is a no-op', async () => {
    const root = fixture(`<div data-chw-island="hello"></div>`);
    await mountIslands(root, registry);
    await waitUntil(() => root.querySelector('.chw-test'), 'first mount');
    // A new placeholder mounted by the second call: once it shows, that call has done its work.
    root.insertAdjacentHTML('beforeend', `<div data-chw-island="hello" data-chw-props='{"name":"Bob"}'></div>`);
    await mountIslands(root, registry);
    await waitUntil(() => root.querySelectorAll('.chw-test').length === 2, 'the new placeholder mounted');
    expect(root.querySelectorAll('[data-chw-island]')[0].querySelectorAll('.chw-test')).to.have.length(1);
    expect(renders).to.equal(2);
  });

  it('an unknown island, broken props, a failing chunk and a throwing component each show an error state in their placeholder only', async () => {
    expectConsoleError(/Island "nope" could not mount/);
    expectConsoleError(/Island "hello" could not mount/);
    expectConsoleError(/Island "failing-chunk" could not mount/);
    expectConsoleError(/Island "broken" failed/);
    const root = fixture(`
      <div id="a" data-chw-island="nope"></div>
      <div id="b" data-chw-island="hello" data-chw-props="{not json"></div>
      <div id="c" data-chw-island="failing-chunk"></div>
      <div id="d" data-chw-island="broken"></div>
      <div id="e" data-chw-island="hello"></div>
      <p id="host">Host content</p>
    `);
    await mountIslands(root, registry);
    await waitUntil(() => root.querySelector('#d [role="alert"]'), 'error boundary');
    for (const id of ['a', 'b', 'c', 'd']) {
      const alert = root.querySelector(`#${id} [role="alert"]`);
      expect(alert, id).to.not.equal(null);
      expect(alert?.textContent).to.equal(sharedMessages.islandFailed);
    }
    expect(root.querySelector('#e .chw-test')?.textContent).to.equal('Hello world');
    expect(root.querySelector('#host')?.textContent).to.equal('Host content');
  });
});
