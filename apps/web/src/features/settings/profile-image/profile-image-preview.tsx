import Box from '@mui/material/Box';

export const PREVIEW_SIZE = 96;

const circle = { width: PREVIEW_SIZE, height: PREVIEW_SIZE, borderRadius: '50%', display: 'block' } as const;

/**
 * The profile image as a circle, or the initials on the primary colour. Not MUI's Avatar: shared
 * with the top bar it would become a chunk of its own, one more entry in the first load's list of
 * chunks to preload (the /login budget, decision 0013).
 */
export function ProfileImagePreview({
  image,
  initials,
  imageLabel,
  placeholderLabel,
}: {
  image: string | null;
  initials: string;
  imageLabel: string;
  placeholderLabel: string;
}) {
  if (image) {
    return (
      <Box
        component="img"
        src={image}
        alt={imageLabel}
        data-testid="profile-image-avatar"
        sx={{ ...circle, objectFit: 'cover' }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={placeholderLabel}
      data-testid="profile-image-avatar"
      sx={{
        ...circle,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '2.25rem',
        userSelect: 'none',
      }}
    >
      {initials}
    </Box>
  );
}
