/** The crew app: the unit's trips and the next step (built in src/web/features/crew). */
export default function CrewAppPage() {
  return null;
}
