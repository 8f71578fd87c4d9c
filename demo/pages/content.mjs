// @ts-check
/** Static content of the plain demo pages. Every value is trusted, hand-written HTML. */
import { LOCATION_PAGES } from './routes.mjs';

export const esc = (/** @type {unknown} */ s) =>
  String(s).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] || ch,
  );

export const locationsList = () =>
  `<section aria-labelledby="loc-list"><h2 id="loc-list">Our branches</h2><ul class="link-grid">${LOCATION_PAGES.map(
    ([slug, , name]) => `<li><a href="/car-rental-locations/${slug}/">${esc(name)}</a></li>`,
  ).join('')}</ul></section>`;

export const reviews = () => `
<p>Rated 4.7 out of 5 from 2,318 verified reviews.</p>
<ul class="reviews">
  <li><blockquote><p>“Picked up at Brisbane Airport within ten minutes of landing. The car was spotless.”</p></blockquote><p>— Hannah, Toowoomba</p></li>
  <li><blockquote><p>“Great price on a 7 seater for our Gold Coast holiday, and the baby seat was already fitted.”</p></blockquote><p>— Raj, Melbourne</p></li>
  <li><blockquote><p>“The subscription is so much easier than a car loan. Servicing is all sorted.”</p></blockquote><p>— Emily, Logan</p></li>
</ul>`;

/** @param {{code: string, name: string, label: string, valid_to: string}[]} promos */
export const specials = (promos) => `
<p>Enter a promo code in the search form to apply a special. Prices include GST.</p>
<ul class="deals">${promos
  .map(
    (p) => `<li><h2>${esc(p.label)}: ${esc(p.name)}</h2>
<p>Use code <strong>${esc(p.code)}</strong>. Valid until ${esc(p.valid_to.split('-').reverse().join('/'))}.</p>
<p><a href="/?promo_code=${encodeURIComponent(p.code)}">Search with ${esc(p.code)}</a> · <a href="/specials/${esc(p.code.toLowerCase())}">Offer details</a></p></li>`,
  )
  .join('')}</ul>`;

/** @param {{code: string, name: string, label: string, valid_to: string} | null} promo @param {boolean} expired @param {string} code */
export const special = (promo, expired, code) => {
  if (!promo)
    return `<p>We could not find the offer “${esc(code.toUpperCase())}”. <a href="/specials">See current specials</a>.</p>`;
  if (expired)
    return `<p>The offer ${esc(promo.code)} (${esc(promo.name)}) has ended. <a href="/specials">See current specials</a>.</p>`;
  return `<h2>${esc(promo.label)}: ${esc(promo.name)}</h2><p>Use code <strong>${esc(promo.code)}</strong> when you search. Valid until ${esc(promo.valid_to.split('-').reverse().join('/'))}.</p>
<p><a class="button" href="/?promo_code=${encodeURIComponent(promo.code)}">Search with ${esc(promo.code)}</a></p>`;
};

export const terms = () => `
<p>These terms apply to every vehicle rental booked through this website. By completing a booking you agree to them.</p>
<h2 id="drivers">1. Drivers</h2>
<p>All drivers must be at least 21 years old and hold a full, valid driver's licence. Learner, provisional and probationary licences are not accepted. Drivers under 25 pay a young driver surcharge, and some vehicles (4WDs, people movers, minibuses and premium cars) are available only to drivers aged 25 and over. A licence not in English must be accompanied by an International Driving Permit.</p>
<h2 id="payment">2. Payment and preauthorisation</h2>
<p>Pay Now bookings are charged in full when you book. Pay Later bookings place a preauthorisation on your card; the rental is charged at pickup. A security bond is held on a credit card at pickup and released after the vehicle is returned undamaged. All prices are in Australian dollars and include GST.</p>
<h2 id="liability">3. Damage liability</h2>
<p>Your maximum liability for damage or theft depends on the option you choose: $5,000, $500 or $0. An administration fee of $250 applies to each claim with the $5,000 or $500 damage liability option; no administration fee applies with the $0 option. Damage caused by driving on unsealed roads, under the influence of alcohol or drugs, or in breach of these terms is not covered.</p>
<h2 id="cancellation">4. Changes and cancellations</h2>
<p>You may cancel free of charge up to 48 hours before pickup. Cancellations within 48 hours of pickup incur a fee of one day's rental. No-shows are charged the full rental. Changes are subject to availability and may change the price.</p>
<h2 id="fuel">5. Fuel, tolls and fines</h2>
<p>Return the vehicle with the same fuel level as at pickup, or a refuelling charge applies. Tolls, traffic and parking fines incurred during the rental are the renter's responsibility, plus a processing fee of $35 per notice.</p>
<h2 id="use">6. Use of the vehicle</h2>
<p>Vehicles may not be used off-road, for rideshare or commercial passenger services, to tow without an approved tow bar, or taken on ferries to islands without our written consent. Smoking and pets (other than assistance animals) are not permitted.</p>
<h2 id="privacy">7. Privacy</h2>
<p>We collect your personal information to provide the rental and, with your consent, to send offers. You can unsubscribe at any time. See our privacy policy for details of how we store and protect your information.</p>
<h2 id="law">8. Governing law</h2>
<p>These terms are governed by the laws of Queensland, Australia. Nothing in them excludes your rights under the Australian Consumer Law.</p>`;
