/** The WCAG rule sets the portal promises; the same tags as the axe scans of e2e and the component tests. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
