export {
  Portal,
  PortalView,
  createPortalRuntime,
  type PortalOptions,
  type PortalRuntime,
} from './portal.tsx';
export { href, routeTable, type RouteName } from './routes/paths.ts';
