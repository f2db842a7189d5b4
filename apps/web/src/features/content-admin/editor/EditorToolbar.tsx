// The body editor's toolbar: one tab stop (arrow keys move between its buttons), each button named for screen readers
// and pressed while its format applies at the cursor.
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ToolbarState {
  h2: boolean;
  h3: boolean;
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

type Action =
  | 'h2'
  | 'h3'
  | 'bold'
  | 'italic'
  | 'bulletList'
  | 'orderedList'
  | 'link'
  | 'image'
  | 'embed'
  | 'undo'
  | 'redo';

interface ButtonSpec {
  action: Action;
  icon: ReactNode;
  /** Whether it shows as pressed (a format), or undefined for a command. */
  pressed?: boolean;
  disabled?: boolean;
  /** Starts a new group (a divider before it). */
  group?: boolean;
}

const textIcon = (text: string) => (
  <Box component="span" sx={{ fontSize: 15, fontWeight: 800, width: 24, lineHeight: '24px', textAlign: 'center' }}>
    {text}
  </Box>
);

export function EditorToolbar({
  label,
  state,
  run,
}: {
  label: string;
  state: ToolbarState;
  run: Record<Action, () => void>;
}) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const buttons: ButtonSpec[] = [
    { action: 'h2', icon: textIcon('H2'), pressed: state.h2 },
    { action: 'h3', icon: textIcon('H3'), pressed: state.h3 },
    { action: 'bold', icon: <FormatBoldIcon />, pressed: state.bold, group: true },
    { action: 'italic', icon: <FormatItalicIcon />, pressed: state.italic },
    { action: 'bulletList', icon: <FormatListBulletedIcon />, pressed: state.bulletList, group: true },
    { action: 'orderedList', icon: <FormatListNumberedIcon />, pressed: state.orderedList },
    { action: 'link', icon: <InsertLinkIcon />, pressed: state.link, group: true },
    { action: 'image', icon: <ImageOutlinedIcon /> },
    { action: 'embed', icon: <LibraryMusicOutlinedIcon /> },
    { action: 'undo', icon: <UndoIcon />, disabled: !state.canUndo, group: true },
    { action: 'redo', icon: <RedoIcon />, disabled: !state.canRedo },
  ];

  /** Roving focus: arrows, Home and End move within the toolbar (WAI-ARIA toolbar pattern), over enabled buttons. */
  const enabled = buttons.flatMap((button, index) => (button.disabled ? [] : [index]));
  const current = enabled.includes(focused) ? focused : (enabled[0] ?? 0);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = enabled.indexOf(current);
    const last = enabled.length - 1;
    const moves: Record<string, number | undefined> = {
      ArrowRight: enabled[at === last ? 0 : at + 1],
      ArrowLeft: enabled[at <= 0 ? last : at - 1],
      Home: enabled[0],
      End: enabled[last],
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    refs.current[next]?.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0,
        px: 0.25,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        position: 'sticky',
        top: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
        borderTopLeftRadius: 4,
        borderTopRightRadius: 4,
      }}
    >
      {buttons.map((button, index) => {
        const name = t(`contentAdmin.editor.toolbar.${button.action}`);
        return [
          button.group ? (
            <Divider key={`${button.action}-divider`} orientation="vertical" flexItem sx={{ mx: 0.25, my: 0.5 }} />
          ) : null,
          <Tooltip key={button.action} title={name} describeChild>
            <span>
              <IconButton
                ref={(element) => {
                  refs.current[index] = element;
                }}
                size="small"
                aria-label={name}
                aria-pressed={button.pressed}
                disabled={button.disabled}
                tabIndex={index === current ? 0 : -1}
                onFocus={() => setFocused(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={run[button.action]}
                sx={{
                  borderRadius: 1,
                  color: button.pressed ? 'primary.main' : 'text.primary',
                  bgcolor: button.pressed ? 'action.selected' : 'transparent',
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
                }}
              >
                {button.icon}
              </IconButton>
            </span>
          </Tooltip>,
        ];
      })}
    </Box>
  );
}
