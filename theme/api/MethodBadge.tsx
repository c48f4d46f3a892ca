// The coloured HTTP method label of an operation (GET, POST, DELETE, …) or WEBHOOK, spelled in full.
// Pure function of props; the colour comes from api.css by modifier class.
import type { HttpMethod } from '../props.js';

export function MethodBadge({ method }: { method: HttpMethod | 'webhook' }) {
  return <span className={`api-method api-method--${method}`}>{method.toUpperCase()}</span>;
}
