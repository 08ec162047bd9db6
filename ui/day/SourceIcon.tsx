import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SourceType } from '../../domain/days/index.js';

/** One icon per source type (product-spec §3's log sources): what the activity came from, at a glance. */
const icons: Readonly<Partial<Record<string, SvgIconComponent>>> = {
  appointment: EventOutlined,
  document: DescriptionOutlined,
  email: MailOutline,
  manual: EditOutlined,
  multiple: LayersOutlined,
  native: DesktopWindowsOutlined,
  native_custom: DesktopWindowsOutlined,
  phone: PhoneOutlined,
  web: LanguageOutlined,
  web_custom: LanguageOutlined,
} satisfies Record<SourceType, SvgIconComponent>;

/** The source's icon beside its name, which says it in words (so the icon itself is hidden from screen readers). */
export function SourceIcon({ type }: { type: string }) {
  const Icon = icons[type];
  if (!Icon) return null;
  return <Icon fontSize="inherit" aria-hidden data-testid={`source-icon-${type}`} sx={{ verticalAlign: 'text-bottom', mr: 0.5 }} />;
}
