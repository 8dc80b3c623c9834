import { useEffect, useState } from 'react';
import type { PublicConfig, publicConfigSchema } from '@/domain/session/session-answers';
import { requestData } from '@/web/lib/api-client';

// asked once per page load (it changes only with a server restart); a failed ask is asked again by the next screen
let asked: Promise<PublicConfig> | undefined;

/** GET /api/public/config: demo mode and its sign-ins, and the map tiles; undefined until it has answered. */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    let shown = true;
    asked ??= requestData<typeof publicConfigSchema>('/api/public/config');
    asked.then(
      (data) => shown && setConfig(data),
      () => (asked = undefined),
    );
    return () => {
      shown = false;
    };
  }, []);
  return config;
}
