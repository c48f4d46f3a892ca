// The coloured HTTP method label of an operation (GET, POST, …) or WEBHOOK.
// Pure function of props; the colour comes from api.css by modifier class.
import type { HttpMethod } from '../props.js';

export function MethodBadge({ method }: { method: HttpMethod | 'webhook' }) {
  return <span className={`api-method api-method--${method}`}>{method === 'delete' ? 'DEL' : method.toUpperCase()}</span>;
}
