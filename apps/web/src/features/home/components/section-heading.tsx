/**
 * A home section's heading: its title (`id`, which names the section) and the line under it. `start`:
 * aligned to the start, beside other content, rather than centred over the section.
 */
export function SectionHeading({
  id,
  title,
  subtitle,
  start = false,
}: {
  id: string;
  title: string;
  subtitle: string;
  start?: boolean;
}) {
  return (
    <header className={start ? 'shui-home__heading shui-home__heading--start' : 'shui-home__heading'}>
      <h2 id={id}>{title}</h2>
      <p>{subtitle}</p>
    </header>
  );
}
