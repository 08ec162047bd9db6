import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DoneIcon from '@mui/icons-material/Done';
import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

export interface CopyButtonProps {
  text: string;
  /** Translation keys of the button before and after copying, and of the notice when the clipboard refuses. */
  labels: { copy: string; copied: string; failed: string };
  variant?: ButtonProps['variant'];
  'data-testid'?: string;
}

/**
 * Copies a text to the clipboard and says so. The clipboard may refuse (an insecure origin, a denied permission):
 * then a notice asks the person to select and copy it themselves, which the text's own field allows.
 */
export function CopyButton({ text, labels, variant = 'outlined', 'data-testid': testId }: CopyButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notify(labels.failed, { type: 'warning' });
    }
  };
  return (
    <Button variant={variant} onClick={() => void copy()} startIcon={copied ? <DoneIcon /> : <ContentCopyIcon />} data-testid={testId}>
      {translate(copied ? labels.copied : labels.copy)}
    </Button>
  );
}
