// The error thrown when a provider-bound part of the theme is used outside its provider.

/** "Hook useX is called outside the <XProvider>." — names the hook and the missing provider. */
export function providerError(hook: string, provider: string): Error {
  return new Error(`Hook ${hook} is called outside the <${provider}>. Wrap the component in <${provider}>.`);
}
