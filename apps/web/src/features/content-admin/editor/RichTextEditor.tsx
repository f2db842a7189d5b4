// One language's body: a Tiptap editor (headings, bold/italic, lists, safe links, images with alt text, embeds of a
// release or an artist) with its toolbar. Loaded only with the editor page.
import Box from '@mui/material/Box';
import { safeContentHref } from '@otodoke/contract';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentDoc } from '../content-doc.ts';
import { EditorToolbar, type ToolbarState } from './EditorToolbar.tsx';
import { EmbedDialog } from './EmbedDialog.tsx';
import { type EmbedAttrs, EmbedNode } from './embed-node.ts';
import { type ImageAttrs, ImageDialog } from './ImageDialog.tsx';
import { LinkDialog } from './LinkDialog.tsx';

/** Tiptap's image, keeping the widths a content image is kept at (the public pages offer them as `srcset`). */
const ImageWithSizes = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      widths: {
        default: null,
        parseHTML: (element) => {
          const widths = (element.getAttribute('data-widths') ?? '').split(',').map(Number);
          return widths.every((width) => Number.isSafeInteger(width) && width > 0) && widths.length > 0 ? widths : null;
        },
        renderHTML: (attributes) =>
          Array.isArray(attributes.widths) ? { 'data-widths': attributes.widths.join(',') } : {},
      },
    };
  },
});

export interface RichTextEditorProps {
  /** The body it opens with; the editor is uncontrolled after that (key it to open another body). */
  initial: ContentDoc;
  onChange: (doc: ContentDoc) => void;
  /** The accessible name of the editing area. */
  label: string;
  lang: 'ja' | 'en';
  /** An id for the editing area (a label or an error can point at it). */
  id: string;
  invalid?: boolean;
  describedBy?: string;
}

type OpenDialog = 'link' | 'image' | 'embed' | null;

const INACTIVE: ToolbarState = {
  h2: false,
  h3: false,
  bold: false,
  italic: false,
  bulletList: false,
  orderedList: false,
  link: false,
  canUndo: false,
  canRedo: false,
};

/** The content area's look: the public page's type, its images and embed cards, and a visible focus ring. */
const areaSx = {
  '& .ProseMirror': {
    minHeight: { xs: 220, md: 320 },
    px: { xs: 1.5, sm: 2 },
    py: 1.5,
    outline: 'none',
    fontSize: 16,
    lineHeight: 1.8,
    overflowWrap: 'anywhere',
    '& > :first-of-type': { mt: 0 },
    '& h2': { fontSize: 22, lineHeight: 1.4, mt: 3, mb: 1 },
    '& h3': { fontSize: 18, lineHeight: 1.4, mt: 2.5, mb: 1 },
    '& p': { my: 1 },
    '& ul, & ol': { pl: 3 },
    '& a': { color: 'primary.main', textDecoration: 'underline' },
    '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1, my: 1.5 },
    '& img.ProseMirror-selectednode, & .content-embed-card.ProseMirror-selectednode': {
      outline: '3px solid',
      outlineColor: 'primary.main',
    },
    '& .content-embed-card': {
      display: 'flex',
      flexDirection: 'column',
      gap: 0.25,
      my: 1.5,
      p: 1.5,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      bgcolor: 'action.hover',
    },
    '& .content-embed-kind': { fontSize: 12, color: 'text.secondary' },
    '& .content-embed-title': { fontWeight: 700 },
  },
} as const;

export function RichTextEditor({ initial, onChange, label, lang, id, invalid, describedBy }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const labels = useMemo(
    () => ({ release: t('contentAdmin.editor.embed.release'), artist: t('contentAdmin.editor.embed.artist') }),
    [t],
  );
  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => safeContentHref(url) !== null,
          shouldAutoLink: (url) => safeContentHref(url) !== null,
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      ImageWithSizes.configure({ inline: false, allowBase64: false }),
      EmbedNode.configure({ labels }),
    ],
    content: initial,
    editorProps: {
      attributes: {
        id,
        lang,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChangeRef.current(changed.getJSON() as ContentDoc),
  });

  const state =
    useEditorState({
      editor,
      selector: ({ editor: current }): ToolbarState =>
        current
          ? {
              h2: current.isActive('heading', { level: 2 }),
              h3: current.isActive('heading', { level: 3 }),
              bold: current.isActive('bold'),
              italic: current.isActive('italic'),
              bulletList: current.isActive('bulletList'),
              orderedList: current.isActive('orderedList'),
              link: current.isActive('link'),
              canUndo: current.can().undo(),
              canRedo: current.can().redo(),
            }
          : INACTIVE,
    }) ?? INACTIVE;

  const chain = () => editor.chain().focus();
  const currentHref = (editor.getAttributes('link').href as string | undefined) ?? '';
  /** Puts an image or a card after the selection: a selected image or card is kept, never replaced. */
  const insertBlock = (content: { type: string; attrs: object }) =>
    chain().insertContentAt(editor.state.selection.to, content).run();
  const close = () => {
    setDialog(null);
    editor.commands.focus();
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
        },
      }}
    >
      <EditorToolbar
        label={t('contentAdmin.editor.toolbar.label', { editor: label })}
        state={state}
        run={{
          h2: () => chain().toggleHeading({ level: 2 }).run(),
          h3: () => chain().toggleHeading({ level: 3 }).run(),
          bold: () => chain().toggleBold().run(),
          italic: () => chain().toggleItalic().run(),
          bulletList: () => chain().toggleBulletList().run(),
          orderedList: () => chain().toggleOrderedList().run(),
          link: () => setDialog('link'),
          image: () => setDialog('image'),
          embed: () => setDialog('embed'),
          undo: () => chain().undo().run(),
          redo: () => chain().redo().run(),
        }}
      />
      <Box sx={areaSx}>
        <EditorContent editor={editor} />
      </Box>
      <LinkDialog
        open={dialog === 'link'}
        initial={currentHref}
        onClose={close}
        onApply={(href) => {
          setDialog(null);
          const { empty } = editor.state.selection;
          if (empty && !editor.isActive('link')) {
            chain()
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          } else {
            chain().extendMarkRange('link').setLink({ href }).run();
          }
        }}
        onRemove={() => {
          setDialog(null);
          chain().extendMarkRange('link').unsetLink().run();
        }}
      />
      <ImageDialog
        open={dialog === 'image'}
        onClose={close}
        onInsert={(image: ImageAttrs) => {
          setDialog(null);
          insertBlock({ type: 'image', attrs: image });
        }}
      />
      <EmbedDialog
        open={dialog === 'embed'}
        onClose={close}
        onInsert={(embed: EmbedAttrs) => {
          setDialog(null);
          insertBlock({ type: 'embed', attrs: embed });
        }}
      />
    </Box>
  );
}
