/** The social networks the footer can link to, in the order it lists them. */
export const SOCIAL_NETWORKS = ["facebook", "instagram"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The shop's own page on each network; null when the shop has none there. */
export type SocialLinks = Record<SocialNetwork, string | null>;

/**
 * The links the footer shows: only networks where the shop has its own page. A blank, an
 * address that is not https, or a network's bare home page (which says nothing about the shop)
 * counts as not configured, and that network is left out rather than linked.
 */
export function configuredSocialLinks(links: SocialLinks): { network: SocialNetwork; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const value = links[network]?.trim();
    if (!value) return [];
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return [];
    }
    if (url.protocol !== "https:" || url.pathname.replace(/\/+$/, "") === "") return [];
    return [{ network, href: url.href }];
  });
}
