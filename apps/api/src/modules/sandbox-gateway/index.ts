// The built-in sandbox payment gateway: what Stripe does, in-process, for demos, tests and local
// work (docs/decisions/0015). Its own tables, routes (the browser side, the 3-D Secure page) and
// messages; the composition root chooses it and registers its routes when it is the gateway.
export { confirmSepaSetup, createCardMethod } from './sandbox-browser';
export { type SandboxContext, toGatewayMethod } from './sandbox-context';
export { createSandboxGateway, isSandboxGateway, type SandboxGateway } from './sandbox-gateway';
export {
  attachPaymentMethod,
  createCustomer,
  createSetupIntent,
  detachPaymentMethod,
} from './sandbox-methods';
export { createPaymentIntent, retrievePaymentIntent } from './sandbox-payment-intents';
export { refund } from './sandbox-refunds';
export { sandboxRoutes } from './sandbox-routes';
export { createSandboxStore } from './sandbox-store';
