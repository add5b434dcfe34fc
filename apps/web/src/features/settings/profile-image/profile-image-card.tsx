import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Account, PROFILE_IMAGE, type ProfileImageResponse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/errors/report-error';
import { accountQueryKey } from '../../../lib/session/get-account';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useDeleteProfileImage } from '../api/delete-profile-image';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { PREVIEW_SIZE, ProfileImagePreview } from './profile-image-preview';
import { RemoveProfileImageConfirm } from './remove-profile-image-confirm';

const MEGABYTES = PROFILE_IMAGE.maxBytes / 1024 / 1024;

type ImageField = { [PROFILE_IMAGE.field]: unknown };

/** The placeholder without an image: the first letters of first and last name. */
export const initialsOf = (account: Pick<Account, 'firstname' | 'lastname'>) =>
  `${account.firstname.charAt(0)}${account.lastname.charAt(0)}`.toUpperCase();

/**
 * Spec §2 "Account settings", profile image card: the current image or the initials, upload (images
 * only, checked by the server; its first `profile_image` message shows under the card, spec §5) and
 * removal after a question in place. The top bar's avatar follows at once, without a reload.
 */
export function ProfileImageCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useUploadProfileImage();
  const remove = useDeleteProfileImage();
  const input = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = upload.isPending || remove.isPending;
  // `me` answers the image's full URL (under CDN_URL) or null.
  const image = account.image;

  const showImage = (answer: ProfileImageResponse) => {
    queryClient.setQueryData<Account>(accountQueryKey, (current) =>
      current ? { ...current, image: answer.image } : current,
    );
    showSnackbar(answer.message, { severity: 'success', source: 'settings.profileImage' });
  };

  const report = (error: unknown, logAs: string) => {
    const setError: UseFormSetError<ImageField> = (_field, { message }) => setProblem(message ?? null);
    reportError(error, {
      logAs,
      form: { setError, fields: [PROFILE_IMAGE.field] },
      source: 'settings.profileImage',
      snackbar: { duration: SNACKBAR_DURATION.persistent, withFields: SNACKBAR_DURATION.form },
    });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire again.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    // The server refuses it too; this spares sending megabytes for nothing.
    if (file.size > PROFILE_IMAGE.maxBytes) {
      setProblem(t('settings.profileImage.tooLarge', { megabytes: MEGABYTES }));
      return;
    }
    try {
      showImage(await upload.mutateAsync(file));
    } catch (error) {
      report(error, 'Uploading the profile image failed');
    }
  };

  const confirmRemoval = async () => {
    setProblem(null);
    try {
      showImage(await remove.mutateAsync());
      // The remove button is gone with the image.
      uploadButton.current?.focus();
    } catch (error) {
      report(error, 'Removing the profile image failed');
    }
    setConfirming(false);
  };

  const keepImage = () => {
    setConfirming(false);
    removeButton.current?.focus();
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="section" aria-labelledby="profile-image-card-title" aria-busy={busy}>
        <Typography variant="h6" component="h2" id="profile-image-card-title">
          {t('settings.profileImage.title')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ mt: 2, alignItems: { sm: 'center' } }}
        >
          <Box sx={{ position: 'relative', width: PREVIEW_SIZE, height: PREVIEW_SIZE, flexShrink: 0 }}>
            <ProfileImagePreview
              image={account.image}
              initials={initialsOf(account)}
              imageLabel={t('settings.profileImage.current')}
              placeholderLabel={t('settings.profileImage.placeholder')}
            />
            {busy ? (
              <CircularProgress
                size={PREVIEW_SIZE + 8}
                aria-label={t('settings.profileImage.working')}
                sx={{ position: 'absolute', top: -4, left: -4 }}
              />
            ) : null}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('settings.profileImage.hint', { megabytes: MEGABYTES })}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
              <Button
                ref={uploadButton}
                variant="contained"
                startIcon={<UploadIcon />}
                disabled={busy}
                onClick={() => input.current?.click()}
              >
                {t(image ? 'settings.profileImage.change' : 'settings.profileImage.upload')}
              </Button>
              {image ? (
                <Button
                  ref={removeButton}
                  variant="outlined"
                  color="error"
                  startIcon={<HideImageOutlinedIcon />}
                  disabled={busy}
                  onClick={() => setConfirming(true)}
                >
                  {t('settings.profileImage.remove')}
                </Button>
              ) : null}
            </Stack>
            <input
              ref={input}
              type="file"
              accept="image/*"
              hidden
              data-testid="profile-image-input"
              onChange={choose}
            />
          </Box>
        </Stack>
        {confirming ? (
          <RemoveProfileImageConfirm busy={busy} onConfirm={confirmRemoval} onCancel={keepImage} />
        ) : null}
        {problem ? (
          <Typography
            role="alert"
            variant="body2"
            sx={{ color: 'error.main', mt: 2 }}
            data-testid="profile-image-error"
          >
            {problem}
          </Typography>
        ) : null}
      </Box>
    </Paper>
  );
}
