import { auditScreen } from '../support/accessibility-audit';
import { describeScreenWalk } from '../support/screen-walk';

// The same walk at a phone's width runs in phone-width.spec.ts, with these checks and the sideways-scrolling one.
describeScreenWalk("every control's name holds its visible text, and axe finds nothing serious (desktop)", { width: 1280, height: 800 }, auditScreen);
