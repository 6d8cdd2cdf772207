/**
 * The browser plugin (spec 001 §7 Plugin resume): a captured resume by id, the consultant's
 * captured resumes, and their plugin token (shown in the user centre, regenerated or revoked there).
 */
import { pluginEndpoints } from '@hh/domain/plugin/plugin.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { myInfoQuery } from '../../../session/my-info';

/** The plugin resume page's address (apps/web router). */
export const PLUGIN_RESUME_PATH = '/index/pluginResume';

export const pluginKeys = {
  all: ['plugin'] as const,
  token: () => ['plugin', 'token'] as const,
  list: () => ['plugin', 'list'] as const,
  detail: (id: string) => ['plugin', 'detail', id] as const,
};

export const pluginTokenQuery = queryOptions({ queryKey: pluginKeys.token(), queryFn: () => call(pluginEndpoints.token) });

export const pluginResumesQuery = queryOptions({ queryKey: pluginKeys.list(), queryFn: () => call(pluginEndpoints.list) });

export const pluginResumeQuery = (id: string) =>
  queryOptions({ queryKey: pluginKeys.detail(id), queryFn: () => call(pluginEndpoints.detail, { params: { id } }), retry: false });

/** Regenerating or revoking changes the token myInfoData hands the plugin: both answers are refreshed. */
function useTokenChange<T>(run: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pluginKeys.token() }),
        queryClient.invalidateQueries({ queryKey: myInfoQuery.queryKey }),
      ]),
  });
}

export const useRegeneratePluginToken = () => useTokenChange(() => call(pluginEndpoints.regenerateToken));
export const useRevokePluginToken = () => useTokenChange(() => call(pluginEndpoints.revokeToken));
