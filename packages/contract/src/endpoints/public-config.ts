// What the web needs before anyone signs in.
import { defineEndpoint } from '../endpoint';
import { publicConfigSchema } from '../public-config';

export const get = defineEndpoint({
  method: 'GET',
  path: '/v1/config',
  summary: 'What the web needs before anyone signs in: hosts, links, debug flag, gateway',
  public: true,
  response: publicConfigSchema,
});
