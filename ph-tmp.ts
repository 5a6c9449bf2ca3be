import { normalizePhone, describePhoneError } from './packages/domain/src/phone';
for (const p of ['0202222222', '+254202222222', '0712345678', '0412345678']) { const r = normalizePhone(p, 'KE'); console.log(p, JSON.stringify(r), r.ok ? '' : describePhoneError('phoneNumber', r)); }
