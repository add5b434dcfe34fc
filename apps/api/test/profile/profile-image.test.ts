import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditEntries, rolePermissions, roles, userRoles, users } from '../../src/db/schema/index';
import { registerBuyer, signInAgain } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();
const URL = '/v1/account/profile/image';
const MB = 1024 * 1024;

/** A photo of width × height, its left half red and its right half blue. */
async function photo(width: number, height: number, format: 'jpeg' | 'png') {
  const half = Math.round(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    { input: blue, left: half, top: 0 },
  ]);
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

/** The multipart form the web sends, with whatever file name and type the browser claims. */
function form(
  data: Buffer | string,
  name = 'avatar.jpg',
  type = 'image/jpeg',
  fields: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append(
    'profile_image',
    new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }),
    name,
  );
  return body;
}

async function userRow(email: string) {
  const [row] = await testApp().db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

const fileOf = (image: string) => path.join(testApp().deps.storage.publicDir, 'user', image);

/** The stored file as anyone fetches it from CDN_URL, with what sharp reads in it. */
async function served(url: string) {
  const answer = await new TestClient(testApp().app).get(url);
  expect(answer.statusCode, url).toBe(200);
  expect(answer.headers['content-type']).toBe('image/webp');
  const body = answer.rawPayload;
  return { metadata: await sharp(body).metadata(), pixels: sharp(body) };
}

async function colourAt(image: Sharp, x: number, y: number) {
  const { data, info } = await image.clone().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]] as number[];
}
const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r = 0, g = 0, b = 0]: number[]) => b > 200 && r < 60 && g < 60;

describe('POST /v1/account/profile/image', () => {
  it('turns a JPEG upright, cuts the centred square, stores a 256×256 WebP without metadata, audited', async () => {
    const { app } = testApp();
    const { client, email } = await registerBuyer(app);
    // Stored sideways with EXIF orientation 6 (turn 90° clockwise to view), carrying camera data.
    const jpeg = await sharp(await photo(600, 300, 'jpeg'))
      .withExif({ IFD0: { Make: 'Portal Camera', Copyright: 'Frida Fresh' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await client.post(URL, form(jpeg));
    expect(response.statusCode, response.body).toBe(200);
    const { message, image } = response.json();
    expect(message).toBe('Your profile image has been updated.');
    expect(image).toMatch(/^\/storage\/user\/[0-9a-f-]{36}\.webp$/);

    const { metadata, pixels } = await served(image);
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Upright, the left half (red) is on top: the top right corner is red, the bottom left blue.
    expect(isRed(await colourAt(pixels, 250, 5))).toBe(true);
    expect(isBlue(await colourAt(pixels, 5, 250))).toBe(true);

    const me = (await client.get('/v1/account/me')).json();
    expect(me.image).toBe(image);
    const user = await userRow(email);
    expect(`/storage/user/${user.image}`).toBe(image);
    const [audit] = await testApp()
      .db.select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, String(user.id)), eq(auditEntries.url, URL)))
      .orderBy(desc(auditEntries.id));
    expect(audit).toMatchObject({
      entityType: 'user',
      event: 'updated',
      editorId: user.id,
      oldValues: { image: null },
      newValues: { image: user.image },
    });
  });

  it('reads a PNG by its content, even named .txt, and accepts the method override PUT', async () => {
    const { client } = await registerBuyer(testApp().app);
    const png = await photo(300, 500, 'png');
    const named = await client.post(URL, form(png, 'notes.txt', 'text/plain'));
    expect(named.statusCode, named.body).toBe(200);
    expect((await served(named.json().image)).metadata).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });

    // The spec's client: POST with `_method=PUT`, before or after the file.
    const overridden = await client.post(URL, form(png, 'avatar.png', 'image/png', { _method: 'PUT' }));
    expect(overridden.statusCode, overridden.body).toBe(200);
    const after = new FormData();
    after.append('profile_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
    after.append('_method', 'put');
    expect((await client.post(URL, after)).statusCode).toBe(200);
    const other = await client.post(URL, form(png, 'avatar.png', 'image/png', { _method: 'DELETE' }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ _method: ['The selected _method is invalid.'] });
  });

  it('refuses what is no image whatever its name or type, on the profile_image field, translated', async () => {
    const { client, email } = await registerBuyer(testApp().app);
    const text = await client.post(URL, form('just some words, not a picture', 'avatar.png', 'image/png'));
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({
      status: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { profile_image: ['The file must be an image (JPEG, PNG, WebP, GIF or AVIF).'] },
    });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>';
    const german = await client.post(URL, form(svg, 'avatar.svg', 'image/svg+xml'), {
      headers: { 'accept-language': 'de' },
    });
    expect(german.json().errors).toEqual({
      profile_image: ['Die Datei muss ein Bild sein (JPEG, PNG, WebP, GIF oder AVIF).'],
    });
    // A JPEG cut off half-way: its header reads, its pixels do not.
    const jpeg = await photo(800, 600, 'jpeg');
    const cut = await client.post(URL, form(jpeg.subarray(0, Math.floor(jpeg.length / 2))));
    expect(cut.json().errors).toHaveProperty('profile_image');
    expect((await userRow(email)).image).toBeNull();
  });

  it('refuses a file over 5 MB while it streams, and a body that says it is larger before reading it', async () => {
    const { client, email } = await registerBuyer(testApp().app);
    const large = Buffer.concat([await photo(200, 200, 'jpeg'), Buffer.alloc(5 * MB)]);
    const streamed = await client.post(URL, form(large));
    expect(streamed.statusCode).toBe(422);
    expect(streamed.json().errors).toEqual({ profile_image: ['The image may not be larger than 5 MB.'] });

    const boundary = 'portal-boundary';
    const raw = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profile_image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      Buffer.alloc(6 * MB),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const declared = await client.post(URL, raw, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'fr' },
    });
    expect(declared.statusCode).toBe(422);
    expect(declared.json().errors).toEqual({ profile_image: ['L’image ne peut pas dépasser 5 Mo.'] });
    expect((await userRow(email)).image).toBeNull();
  });

  it('refuses an image over 10,000 pixels a side', async () => {
    const { client } = await registerBuyer(testApp().app);
    const wide = await sharp({ create: { width: 10_001, height: 10, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const response = await client.post(URL, form(wide, 'wide.png', 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      profile_image: ['The image may not be wider or taller than 10,000 pixels.'],
    });
  });

  it('asks for the image when the form has none, or is no form', async () => {
    const { client } = await registerBuyer(testApp().app);
    const empty = new FormData();
    empty.append('_method', 'PUT');
    const missing = await client.post(URL, empty);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ profile_image: ['Choose an image to upload.'] });
    const otherField = new FormData();
    otherField.append(
      'avatar',
      new Blob([new Uint8Array(await photo(50, 50, 'png'))], { type: 'image/png' }),
      'a.png',
    );
    expect((await client.post(URL, otherField)).json().errors).toHaveProperty('profile_image');
    const json = await client.post(URL, {});
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toHaveProperty('profile_image');
  });

  it('removes the replaced file once the new one is set', async () => {
    const { client, email } = await registerBuyer(testApp().app);
    await client.post(URL, form(await photo(300, 300, 'jpeg')));
    const first = (await userRow(email)).image as string;
    expect(existsSync(fileOf(first))).toBe(true);
    const second = await client.post(URL, form(await photo(400, 300, 'png'), 'b.png', 'image/png'));
    expect(second.statusCode).toBe(200);
    const next = (await userRow(email)).image as string;
    expect(next).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(next))).toBe(true);
    expect((await new TestClient(testApp().app).get(`/storage/user/${first}`)).statusCode).toBe(404);
  });

  it('keeps exactly the file the row names when uploads race', async () => {
    const { client, email } = await registerBuyer(testApp().app);
    const answers = await Promise.all(
      [300, 400, 500].map(async (width) => client.post(URL, form(await photo(width, 300, 'jpeg')))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const { image } = await userRow(email);
    const left = (await readdir(path.dirname(fileOf('x')))).filter((name) =>
      answers.some((answer) => answer.json().image.endsWith(name)),
    );
    expect(left).toEqual([image]);
  });

  it('answers 400 to a form it cannot read, and 413 to more parts than an image and _method', async () => {
    const { client } = await registerBuyer(testApp().app);
    const send = (contentType: string, body: string) =>
      client.post(URL, body, { headers: { 'content-type': contentType } });
    const part = (name: string, value: string, file = '') =>
      `--x\r\nContent-Disposition: form-data; name="${name}"${file && `; filename="${file}"`}\r\n\r\n${value}\r\n`;
    expect((await send('multipart/form-data', 'no boundary')).json()).toMatchObject({
      status: 'bad_request',
    });
    const cut = await send(
      'multipart/form-data; boundary=x',
      part('profile_image', 'abc', 'a.png').slice(0, -8),
    );
    expect(cut.statusCode).toBe(400);
    const crowded = await send(
      'multipart/form-data; boundary=x',
      `${part('profile_image', 'abc', 'a.png')}${part('profile_image', 'def', 'b.png')}--x--\r\n`,
    );
    expect(crowded.statusCode).toBe(413);
  });

  it('leaves every other route refusing a multipart body', async () => {
    const { client } = await registerBuyer(testApp().app);
    const response = await client.put('/v1/account/profile', form(await photo(50, 50, 'png')));
    expect(response.statusCode).toBe(415);
  });
});

describe('DELETE /v1/account/profile/image', () => {
  it('clears the image and removes its file; with none set it changes nothing', async () => {
    const { client, email } = await registerBuyer(testApp().app);
    await client.post(URL, form(await photo(300, 300, 'jpeg')));
    const { id, image } = await userRow(email);
    const removed = await client.delete(URL);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'Your profile image has been removed.', image: null });
    expect(existsSync(fileOf(image as string))).toBe(false);
    expect((await client.get('/v1/account/me')).json().image).toBeNull();
    const audits = () =>
      testApp()
        .db.select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, String(id)), eq(auditEntries.url, URL)))
        .orderBy(desc(auditEntries.id));
    expect((await audits())[0]).toMatchObject({ oldValues: { image }, newValues: { image: null } });

    const again = await client.delete(URL);
    expect(again.statusCode).toBe(200);
    expect(again.json().image).toBeNull();
    expect(await audits()).toHaveLength(2);
  });
});

describe('who may change a profile image', () => {
  it('answers 401 without a session', async () => {
    const { app } = testApp();
    const upload = await new TestClient(app).post(URL, form(await photo(50, 50, 'png')));
    expect(upload.statusCode).toBe(401);
    expect((await new TestClient(app).delete(URL)).statusCode).toBe(401);
  });

  it('answers 403 to a customer without the account edit rule, before reading the upload', async () => {
    const { app, db } = testApp();
    const { email } = await registerBuyer(app);
    const { id } = await userRow(email);
    await db.delete(userRoles).where(eq(userRoles.userId, id));
    const client = await signInAgain(app, email);
    const upload = await client.post(URL, form(await photo(50, 50, 'png')));
    expect(upload.statusCode).toBe(403);
    expect(upload.json().status).toBe('forbidden');
    expect((await client.delete(URL)).statusCode).toBe(403);
    expect((await userRow(email)).image).toBeNull();
  });

  it('lets a sub-user set their own image with the rule, and refuses one whose role lacks it', async () => {
    const { app, db } = testApp();
    const owner = await userRow('owner@demo.test');
    const sub = await loginAs(app, 'client@demo.test');
    const own = await sub.client.post(URL, form(await photo(80, 80, 'png'), 'me.png', 'image/png'));
    expect(own.statusCode, own.body).toBe(200);
    expect((await userRow('client@demo.test')).image).not.toBeNull();
    expect((await userRow('owner@demo.test')).image).toBe(owner.image);

    // The owner gives the sub-user a role of their own that only opens the dashboard.
    const [role] = await db
      .insert(roles)
      .values({ name: `dashboard-only-${Date.now()}`, title: 'Dashboard only', ownerId: owner.id })
      .returning({ id: roles.id });
    if (!role) throw new Error('no role');
    await db.insert(rolePermissions).values({ roleId: role.id, permission: 'MODULE_DASHBOARD.VIEW' });
    const { id } = await userRow('client@demo.test');
    await db.delete(userRoles).where(eq(userRoles.userId, id));
    await db.insert(userRoles).values({ userId: id, roleId: role.id });
    const limited = await loginAs(app, 'client@demo.test');
    const refused = await limited.client.post(URL, form(await photo(80, 80, 'png'), 'me.png', 'image/png'));
    expect(refused.statusCode).toBe(403);
    expect((await limited.client.delete(URL)).statusCode).toBe(403);
  });
});
