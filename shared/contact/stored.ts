/** Rows of the local-only /dev/requests listing (decision 0078), as its JSON answers them. */
export type StoredSupportRow = {
  support_id: string;
  support_type: string;
  first_name: string;
  last_name: string;
  business_name: string | null;
  product_type: string | null;
  email: string;
  number_of_employees: string | null;
  country: string | null;
  state: string;
  description: string | null;
  attrs: string | null;
  source_utm: string | null;
  ref_url_first: string | null;
  ref_url_last: string | null;
  is_subscribed: number;
  created_at: string;
  files: string | null;
};

export type StoredPartnerRow = {
  partner_id: string;
  email: string;
  company_name: string;
  website_url: string | null;
  country: string;
  partner_type: string;
  description: string | null;
  status: string;
  created_at: string;
};
