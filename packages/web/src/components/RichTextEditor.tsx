import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Tooltip from '@mui/material/Tooltip';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ImageInsertDialog } from './ImageInsertDialog.tsx';

/** spec 1 §9: the guide editor's headings are 2 to 6. */
const HEADINGS = [2, 3, 4, 5, 6] as const;
const ALIGNMENTS = [
  ['left', 'Align left', <FormatAlignLeftIcon key="l" fontSize="small" />],
  ['center', 'Align center', <FormatAlignCenterIcon key="c" fontSize="small" />],
  ['right', 'Align right', <FormatAlignRightIcon key="r" fontSize="small" />],
  ['justify', 'Justify', <FormatAlignJustifyIcon key="j" fontSize="small" />],
] as const;

/** Only what the toolbar makes: the stored HTML never holds more (the server's allowlist cuts the rest). */
const extensions = [
  StarterKit.configure({
    heading: { levels: [...HEADINGS] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
  }),
  TextStyle,
  Color,
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  Image,
];

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** stores an image and answers its id (the image button's upload) */
  uploadImage: (file: File) => Promise<number>;
  /** the address an image id is shown from */
  imageSrc: (id: number) => string;
}

function ToolButton({
  label,
  isActive = false,
  onClick,
  children,
}: {
  label: string;
  isActive?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={isActive}
        color={isActive ? 'primary' : 'default'}
        onClick={onClick}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The guide editor (TipTap) with exactly the toolbar of spec 1 §9: headings 2–6, bold, italic,
 * underline, strike, alignment, ordered and bullet lists, colour, image (inserted by image id).
 */
export function RichTextEditor({ label, value, onChange, uploadImage, imageSrc }: RichTextEditorProps) {
  const [isImageOpen, setImageOpen] = useState(false);
  const colorInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions,
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
  });
  // a value set from outside (a reset, say) replaces the content
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }: { editor: Editor | null }) => ({
      heading: HEADINGS.find((level) => e?.isActive('heading', { level })) ?? 0,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      align: ALIGNMENTS.find(([a]) => e?.isActive({ textAlign: a }))?.[0] ?? 'left',
      color: (e?.getAttributes('textStyle').color as string | undefined) ?? '#000000',
    }),
  });
  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();

  return (
    <Paper variant="outlined">
      <Box
        role="toolbar"
        aria-label={`${label} toolbar`}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 0.5 }}
      >
        <Select
          size="small"
          value={state.heading}
          onChange={(event) => {
            const level = Number(event.target.value);
            if (level === 0) chain().setParagraph().run();
            else
              chain()
                .setHeading({ level: level as (typeof HEADINGS)[number] })
                .run();
          }}
          inputProps={{ 'aria-label': 'Text style' }}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value={0}>Paragraph</MenuItem>
          {HEADINGS.map((level) => (
            <MenuItem key={level} value={level}>
              Heading {level}
            </MenuItem>
          ))}
        </Select>
        <Divider orientation="vertical" flexItem />
        <ToolButton label="Bold" isActive={state.bold} onClick={() => chain().toggleBold().run()}>
          <FormatBoldIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Italic" isActive={state.italic} onClick={() => chain().toggleItalic().run()}>
          <FormatItalicIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Underline" isActive={state.underline} onClick={() => chain().toggleUnderline().run()}>
          <FormatUnderlinedIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Strike" isActive={state.strike} onClick={() => chain().toggleStrike().run()}>
          <FormatStrikethroughIcon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem />
        {ALIGNMENTS.map(([align, alignLabel, icon]) => (
          <ToolButton
            key={align}
            label={alignLabel}
            isActive={state.align === align}
            onClick={() => chain().setTextAlign(align).run()}
          >
            {icon}
          </ToolButton>
        ))}
        <Divider orientation="vertical" flexItem />
        <ToolButton label="Ordered list" isActive={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <FormatListNumberedIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Bullet list" isActive={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <FormatListBulletedIcon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem />
        <ToolButton label="Colour" onClick={() => colorInput.current?.click()}>
          <FormatColorTextIcon fontSize="small" sx={{ color: state.color }} />
        </ToolButton>
        <input
          ref={colorInput}
          type="color"
          aria-label="Text colour"
          value={state.color}
          onChange={(event) => chain().setColor(event.target.value).run()}
          style={{ width: 0, height: 0, padding: 0, border: 0, opacity: 0 }}
        />
        <ToolButton label="Image" onClick={() => setImageOpen(true)}>
          <ImageIcon fontSize="small" />
        </ToolButton>
      </Box>
      <Divider />
      <Box
        sx={{
          p: 2,
          minHeight: 200,
          '& .tiptap': { outline: 'none', minHeight: 180 },
          '& img': { maxWidth: '100%' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <ImageInsertDialog
        open={isImageOpen}
        uploadImage={uploadImage}
        onClose={() => setImageOpen(false)}
        onInsert={(id) => {
          chain()
            .setImage({ src: imageSrc(id) })
            .run();
          setImageOpen(false);
        }}
      />
    </Paper>
  );
}
