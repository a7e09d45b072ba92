export default function HomeRoute() {
  return null;
}
