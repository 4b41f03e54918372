// Where the local provider sandboxes live: a demo store mounts every one, a production store none.
import { EBARIMT_SANDBOX_PREFIX } from '../server/providers/ebarimt/sandbox';
import { OIDC_SANDBOX_PREFIX } from '../server/providers/google/sandbox';
import { POCKET_SANDBOX_PREFIX } from '../server/providers/pocket/sandbox';
import { QPAY_SANDBOX_PREFIX } from '../server/providers/qpay/sandbox';
import { SANDBOX_PREFIX as SMS_SANDBOX_PREFIX } from '../server/providers/sms/sandbox';
import { STOREPAY_SANDBOX_PREFIX } from '../server/providers/storepay/sandbox';

export const SANDBOX_PREFIXES = [SMS_SANDBOX_PREFIX, QPAY_SANDBOX_PREFIX, STOREPAY_SANDBOX_PREFIX, POCKET_SANDBOX_PREFIX, EBARIMT_SANDBOX_PREFIX, OIDC_SANDBOX_PREFIX];
