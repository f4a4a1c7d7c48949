import r2wc from '@r2wc/react-to-web-component';

/**
 * The bench's baseline (scripts/bench.ts): the least a React + r2wc custom element can be. It is built
 * with the elements' own library config (scripts/build/elementsBuild.ts `elementLibraryConfig`), so React, ReactDOM
 * and r2wc land in the same kind of runtime chunk, and its first render is the floor our elements are
 * measured against.
 */
const BareGreeting = ({ name }: { name?: string }) => <p>Hello {name ?? 'there'}</p>;

if (!customElements.get('pc-bare')) {
  customElements.define('pc-bare', r2wc(BareGreeting, { shadow: 'open', props: { name: 'string' } }));
}
