import { randomUUID } from 'node:crypto';
import { message, PROFILE_IMAGE } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { updateAudited } from '../../platform/audited-change';
import { fieldError, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import { callerOf, type RequestContext } from '../../platform/request-context';
import type { Upload } from '../../platform/uploads';
import { ImageRefused, squareAvatar } from './square-avatar';

/** Public storage keys of profile images: the `user` folder of the CDN (spec §3 "Account"). */
const keyOf = (image: string) => `user/${image}`;

/** The image's URL as `GET /v1/account/me` shows it. */
export const profileImageUrl = (config: Pick<Config, 'CDN_URL'>, image: string | null) =>
  image ? `${config.CDN_URL}/${keyOf(image)}` : null;

/** A refusal on the `profile_image` field, in the caller's language (spec §5, §8). */
function refuse(context: RequestContext, reason: 'required' | 'tooLarge' | ImageRefused['reason']) {
  const { language } = context;
  const number = new Intl.NumberFormat(language);
  const text = t(language, `profileImage.${reason}`, {
    megabytes: number.format(PROFILE_IMAGE.maxBytes / 1024 / 1024),
    pixels: number.format(PROFILE_IMAGE.maxSide),
  });
  return fieldError({ [PROFILE_IMAGE.field]: [text] });
}

/**
 * The spec's client sends the upload as POST with `_method=PUT` (a form cannot be PUT by every
 * framework): that field is taken as what it says; any other method it names is refused.
 */
function checkMethodOverride(fields: Record<string, string>): void {
  const method = fields._method;
  if (method !== undefined && method.toUpperCase() !== 'PUT') {
    throw fieldError({ _method: [message('validation.oneOf')] });
  }
}

/**
 * Points the caller's row at `image` (or at none), audited, in one transaction; answers the image
 * it pointed at before, read under the row's lock so two uploads at once each remove the other's.
 */
async function replaceImage(deps: AppDeps, context: RequestContext, image: string | null) {
  const { userId } = callerOf(context);
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row) throw notFound();
    await updateAudited(tx, context, {
      table: users,
      where: eq(users.id, userId),
      entityType: 'user',
      entityId: userId,
      fields: { image: users.image },
      next: { image },
      alsoSet: { updatedAt: deps.clock.now() },
    });
    return row.image;
  });
}

/** Once the change has committed nobody points at the old file; failing to remove it only wastes space. */
async function removeFile(deps: AppDeps, image: string | null): Promise<void> {
  if (!image) return;
  await deps.storage.deletePublic(keyOf(image)).catch((error: unknown) => {
    deps.log.warn({ err: error, image }, 'could not remove the replaced profile image');
  });
}

/**
 * `POST /v1/account/profile/image`: the caller's new profile image. The upload is checked by its
 * content and re-encoded (`squareAvatar`), stored under a new random name, and the row changed in an
 * audited transaction; the previous file goes once that has committed. Answers the stored file name.
 */
export async function setProfileImage(
  deps: AppDeps,
  context: RequestContext,
  upload: Upload,
): Promise<string> {
  checkMethodOverride(upload.fields);
  if (upload.tooLarge) throw refuse(context, 'tooLarge');
  if (!upload.file || upload.file.length === 0) throw refuse(context, 'required');
  let webp: Buffer;
  try {
    webp = await squareAvatar(upload.file);
  } catch (error) {
    if (error instanceof ImageRefused) throw refuse(context, error.reason);
    throw error;
  }
  const image = `${randomUUID()}.webp`;
  await deps.storage.putPublic(keyOf(image), webp);
  let previous: string | null;
  try {
    previous = await replaceImage(deps, context, image);
  } catch (error) {
    await removeFile(deps, image);
    throw error;
  }
  await removeFile(deps, previous);
  return image;
}

/** `DELETE /v1/account/profile/image`: no image afterwards; none before is no error. */
export async function removeProfileImage(deps: AppDeps, context: RequestContext): Promise<void> {
  await removeFile(deps, await replaceImage(deps, context, null));
}
