import multipart from '@fastify/multipart';
import type { Endpoint } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type EndpointHandler, type EndpointOptions, routeEndpoint } from './endpoint-route';
import { AppError } from './errors';

/** What one upload route reads: one file in a named field, a few short text fields beside it. */
export interface UploadLimits {
  /** The multipart field of the file. */
  field: string;
  /** The largest file read; a larger one is refused while it streams, never held whole. */
  maxBytes: number;
  /** Text fields accepted beside the file (e.g. `_method`). */
  fields: number;
}

/** Room for the multipart boundaries, part headers and the small fields around the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024;
/** A text field beside a file is a word (`_method=PUT`), never a document. */
const FIELD_BYTES = 256;

/**
 * Registers a `multipart: true` endpoint in a scope of its own: the multipart parser, with this
 * route's limits, exists for it alone, so every other route still refuses a multipart body (415).
 */
export function routeUpload<E extends Endpoint & { multipart: true }>(
  app: FastifyInstance,
  endpoint: E,
  limits: UploadLimits,
  handler: EndpointHandler<E>,
  options: EndpointOptions<E> = {},
): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      // Reaching the limit truncates the file; readUpload notices and stops reading.
      throwFileSizeLimit: false,
      limits: {
        fileSize: limits.maxBytes,
        files: 1,
        fields: limits.fields,
        fieldSize: FIELD_BYTES,
        parts: limits.fields + 1,
        headerPairs: 20,
      },
    });
    routeEndpoint(scope, endpoint, handler, options);
  });
}

/** The form as read: the file (null when none came), whether it was over the limit, the text fields. */
export interface Upload {
  file: Buffer | null;
  tooLarge: boolean;
  fields: Record<string, string>;
}

const declaredLength = (request: FastifyRequest) => Number(request.headers['content-length'] ?? Number.NaN);

/**
 * Reads an upload route's form in constant memory beyond the file itself: a body whose declared
 * length is over the limit is refused before a byte is read, a file that grows past it is refused
 * as soon as it does. A request that is no form at all reads as an empty one.
 */
export async function readUpload(request: FastifyRequest, limits: UploadLimits): Promise<Upload> {
  const upload: Upload = { file: null, tooLarge: false, fields: {} };
  if (!request.isMultipart()) return upload;
  if (declaredLength(request) > limits.maxBytes + FORM_OVERHEAD_BYTES) return { ...upload, tooLarge: true };
  try {
    return await readParts(request, limits, upload);
  } catch (error) {
    // The plugin's own refusals carry their status (413 past the parts limits); what the parser
    // throws without one is a form it cannot read (no boundary, cut off), the client's fault.
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw new AppError(400, 'bad_request', 'errors.badRequest');
  }
}

async function readParts(request: FastifyRequest, limits: UploadLimits, upload: Upload): Promise<Upload> {
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      upload.fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== limits.field || upload.file) {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    // Leaving the loop early destroys the file stream, which ends the parsing of the request.
    for await (const chunk of part.file) {
      if (part.file.truncated) return { ...upload, tooLarge: true };
      chunks.push(chunk as Buffer);
    }
    if (part.file.truncated) return { ...upload, tooLarge: true };
    upload.file = Buffer.concat(chunks);
  }
  return upload;
}
