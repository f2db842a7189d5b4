// The editor's `embed` node: a release or an artist of the service shown as a card ({ kind, id, title }), which the
// shared renderer (packages/contract/src/content-html.ts) turns into a linked card on the public pages.
import { Node } from '@tiptap/core';

export type EmbedKind = 'release' | 'artist';

export interface EmbedAttrs {
  kind: EmbedKind;
  id: number;
  title: string;
}

export interface EmbedOptions {
  /** The card's label per kind, in the operator's language. */
  labels: Record<EmbedKind, string>;
}

export const EmbedNode = Node.create<EmbedOptions>({
  name: 'embed',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addOptions() {
    return { labels: { release: 'Release', artist: 'Artist' } };
  },

  addAttributes() {
    return {
      kind: {
        default: 'release',
        parseHTML: (element) => (element.getAttribute('data-embed-kind') === 'artist' ? 'artist' : 'release'),
      },
      id: {
        default: null,
        parseHTML: (element) => {
          const id = Number(element.getAttribute('data-embed-id'));
          return Number.isSafeInteger(id) && id > 0 ? id : null;
        },
      },
      title: { default: '', parseHTML: (element) => element.getAttribute('data-embed-title') ?? '' },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-embed-kind]' }];
  },

  renderHTML({ node }) {
    const kind: EmbedKind = node.attrs.kind === 'artist' ? 'artist' : 'release';
    const title =
      typeof node.attrs.title === 'string' && node.attrs.title !== '' ? node.attrs.title : `#${node.attrs.id}`;
    return [
      'div',
      {
        class: 'content-embed-card',
        'data-embed-kind': kind,
        'data-embed-id': String(node.attrs.id ?? ''),
        'data-embed-title': node.attrs.title ?? '',
      },
      ['span', { class: 'content-embed-kind' }, this.options.labels[kind]],
      ['span', { class: 'content-embed-title' }, title],
    ];
  },
});
