/**
 * India's states and union territories (docs/subscriptions.md, "Prices, GST and place of supply"):
 * the 28 states and 8 union territories in force since 26 January 2020 (decision 0131). `gst` is the
 * two-digit state code GST uses (the first two digits of a GSTIN, the place of supply on an invoice).
 */
export interface IndianState {
  /** Two capital letters: what customers.state_code and advisers.state_code hold. */
  code: string;
  name: string;
  kind: 'state' | 'union territory';
  /** GST state code, e.g. '27' for Maharashtra. */
  gst: string;
}

const state = (code: string, name: string, gst: string): IndianState => ({ code, name, kind: 'state', gst });
const ut = (code: string, name: string, gst: string): IndianState => ({ code, name, kind: 'union territory', gst });

/** In alphabetical order of name, states and union territories together, as a select lists them. */
export const INDIAN_STATES: readonly IndianState[] = [
  ut('AN', 'Andaman and Nicobar Islands', '35'),
  state('AP', 'Andhra Pradesh', '37'),
  state('AR', 'Arunachal Pradesh', '12'),
  state('AS', 'Assam', '18'),
  state('BR', 'Bihar', '10'),
  ut('CH', 'Chandigarh', '04'),
  state('CG', 'Chhattisgarh', '22'),
  ut('DH', 'Dadra and Nagar Haveli and Daman and Diu', '26'),
  ut('DL', 'Delhi', '07'),
  state('GA', 'Goa', '30'),
  state('GJ', 'Gujarat', '24'),
  state('HR', 'Haryana', '06'),
  state('HP', 'Himachal Pradesh', '02'),
  ut('JK', 'Jammu and Kashmir', '01'),
  state('JH', 'Jharkhand', '20'),
  state('KA', 'Karnataka', '29'),
  state('KL', 'Kerala', '32'),
  ut('LA', 'Ladakh', '38'),
  ut('LD', 'Lakshadweep', '31'),
  state('MP', 'Madhya Pradesh', '23'),
  state('MH', 'Maharashtra', '27'),
  state('MN', 'Manipur', '14'),
  state('ML', 'Meghalaya', '17'),
  state('MZ', 'Mizoram', '15'),
  state('NL', 'Nagaland', '13'),
  state('OD', 'Odisha', '21'),
  ut('PY', 'Puducherry', '34'),
  state('PB', 'Punjab', '03'),
  state('RJ', 'Rajasthan', '08'),
  state('SK', 'Sikkim', '11'),
  state('TN', 'Tamil Nadu', '33'),
  state('TS', 'Telangana', '36'),
  state('TR', 'Tripura', '16'),
  state('UP', 'Uttar Pradesh', '09'),
  state('UK', 'Uttarakhand', '05'),
  state('WB', 'West Bengal', '19'),
];

const BY_CODE = new Map(INDIAN_STATES.map((s) => [s.code, s]));

/** The state or union territory of a two-letter code, or undefined for a code not in the list. */
export const indianState = (code: string | null | undefined): IndianState | undefined =>
  code ? BY_CODE.get(code) : undefined;

export const isIndianStateCode = (code: string): boolean => BY_CODE.has(code);
