// A notice's button: a page of the service through the router, an https address in a new tab; none for anything else.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { ctaTarget } from './notice-logic.ts';

export interface NoticeCtaProps {
  url: string | null;
  label: string;
  onClick?: () => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

export function NoticeCta({ url, label, onClick, size = 'medium', sx }: NoticeCtaProps) {
  const target = ctaTarget(url);
  if (!target) return null;
  const look = { variant: 'contained', disableElevation: true, size, sx, onClick } as const;
  if (target.kind === 'internal') {
    return (
      <Button {...look} component={RouterLink} to={target.to}>
        {label}
      </Button>
    );
  }
  return (
    <Button
      {...look}
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNewIcon fontSize="small" />}
    >
      {label}
    </Button>
  );
}
