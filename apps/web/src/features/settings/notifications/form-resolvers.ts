import { zodResolver } from '@hookform/resolvers/zod';
import { notificationSettingsUpdateSchema } from '@portal/contract/notifications';

// Loaded through `lazyResolver` on the first submit, so zod is not part of the page's first load.
export const notificationSettingsResolver = zodResolver(notificationSettingsUpdateSchema);
