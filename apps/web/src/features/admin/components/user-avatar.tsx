import Avatar from '@mui/material/Avatar';

interface UserAvatarProps {
  image: string | null;
  firstname: string;
  lastname: string;
  /** Pixels; 32 in tables and lists. */
  size?: number;
}

/** The profile image, or the initials when there is none. Decorative: the name stands beside it. */
export function UserAvatar({ image, firstname, lastname, size = 32 }: UserAvatarProps) {
  return (
    <Avatar
      src={image ?? undefined}
      alt=""
      // MUI's default grey under light initials is too faint to read (axe contrast).
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.44,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {`${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase()}
    </Avatar>
  );
}
