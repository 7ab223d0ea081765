export {
  Portal,
  PortalView,
  createPortalRuntime,
  portalStarten,
  type PortalOptions,
  type PortalRuntime,
} from './portal.tsx';
export { href, routeTable, type RouteName } from './routes/paths.ts';
