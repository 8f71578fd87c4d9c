import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { enquiryMessages } from '../../messages/enquiry';
import { validateEnquiry } from './validateEnquiry';
import { parseAttributes } from '../../lib/parseAttributes';
import { attributes } from './attributes.generated';
import { enquiryType } from './enquiryType';

const parseEnquiryProps = (raw: unknown) => parseAttributes(attributes, raw);

const valid = { name: 'Ann Lee', phone: '0412345678', email: 'ann@example.com', callTime: '' };

describe('validateEnquiry', () => {
  it('passes a complete enquiry; best time is optional', () => {
    expect(validateEnquiry(valid)).to.deep.equal({});
  });
  it('gives each field its first failing rule', () => {
    expect(validateEnquiry({ name: ' ', phone: '', email: '', callTime: '' })).to.deep.equal({
      name: enquiryMessages.enquiryNameRequired,
      phone: enquiryMessages.enquiryPhoneRequired,
      email: enquiryMessages.enquiryEmailRequired,
    });
    expect(validateEnquiry({ ...valid, email: 'ann@example' }).email).to.equal(enquiryMessages.enquiryEmailInvalid);
  });
});

describe('enquiry type', () => {
  it('takes the prop, else the path decides', () => {
    expect(enquiryType(parseEnquiryProps({ type: 'LONG_TERM' }), '/request-a-call')).to.equal('LONG_TERM');
    expect(enquiryType(parseEnquiryProps(undefined), '/request-a-call/')).to.equal('REQ_CALL');
    expect(enquiryType(parseEnquiryProps({}), '/long-term-car-rental')).to.equal('LONG_TERM');
  });
  it('takes the type in either case (island.json "case": "upper"), drops an unknown one, rejects non-objects', () => {
    expect(enquiryType(parseEnquiryProps({ type: 'long_term' }), '/request-a-call')).to.equal('LONG_TERM');
    expect(enquiryType(parseEnquiryProps({ type: 'OTHER' }), '/request-a-call')).to.equal('REQ_CALL');
    expect(() => parseEnquiryProps([])).to.throw(TypeError);
  });
});
