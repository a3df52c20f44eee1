/** Word lists the seed draws from. */

export const FIRST_NAMES = [
  "Aaliyah", "Abdul", "Adriana", "Ahmed", "Alina", "Amir", "Ana", "Andre", "Anh", "Arjun", "Aya", "Bao",
  "Beatriz", "Bilal", "Carla", "Chen", "Chioma", "Daniel", "Darius", "Dina", "Elena", "Emeka", "Esther",
  "Farah", "Fatima", "Gabriel", "Grace", "Hamid", "Hana", "Ibrahim", "Imani", "Isabel", "Jamal", "Jin",
  "Joseph", "Juan", "Kamala", "Karim", "Kenji", "Lan", "Layla", "Leila", "Lucas", "Mai", "Malik", "Marco",
  "Mariam", "Mateo", "Mei", "Mohammed", "Nadia", "Nia", "Noor", "Olga", "Omar", "Pablo", "Rahul", "Rania",
  "Rosa", "Sami", "Sara", "Sofia", "Tariq", "Thanh", "Tomas", "Valentina", "Viktor", "Wei", "Yara", "Yusuf",
  "Zainab", "Zara",
] as const;

export const LAST_NAMES = [
  "Abdi", "Ahmadi", "Alvarez", "Bakr", "Banda", "Castillo", "Chowdhury", "Cruz", "Delgado", "Diallo", "Dang",
  "Fernandez", "Garcia", "Gomez", "Haidari", "Hassan", "Hernandez", "Ibrahim", "Jimenez", "Kaya", "Khan",
  "Kim", "Kowalski", "Le", "Lin", "Mahmoud", "Martinez", "Mensah", "Morales", "Nguyen", "Novak", "Okafor",
  "Ortiz", "Patel", "Petrenko", "Popescu", "Rahimi", "Ramirez", "Rossi", "Sahak", "Santos", "Shevchenko",
  "Silva", "Singh", "Sokolov", "Tran", "Vargas", "Wang", "Wong", "Yilmaz", "Zhang",
] as const;

export const STREETS = [
  "Maple", "Oak", "Cedar", "Pine", "Elm", "Harbor", "Lake", "Hill", "Washington", "Lincoln", "Jefferson",
  "Park", "River", "Spring", "Sunset", "Highland", "Franklin", "Chestnut", "Walnut", "Union",
] as const;
export const STREET_SUFFIXES = ["St", "Ave", "Rd", "Blvd", "Ln", "Dr", "Way", "Ct"] as const;

export const CITIES = [
  { city: "Baltimore", state: "MD", zip: "21201" },
  { city: "Philadelphia", state: "PA", zip: "19104" },
  { city: "Newark", state: "NJ", zip: "07102" },
  { city: "Richmond", state: "VA", zip: "23219" },
  { city: "Columbus", state: "OH", zip: "43215" },
  { city: "Atlanta", state: "GA", zip: "30303" },
  { city: "Houston", state: "TX", zip: "77002" },
  { city: "Phoenix", state: "AZ", zip: "85004" },
  { city: "Seattle", state: "WA", zip: "98104" },
  { city: "Minneapolis", state: "MN", zip: "55401" },
  { city: "Boston", state: "MA", zip: "02108" },
  { city: "Buffalo", state: "NY", zip: "14202" },
] as const;

/** Merchants and their snake_case merchant categories. */
export const MERCHANTS = [
  { name: "Kroger", category: "grocery_stores_supermarkets" },
  { name: "Safeway", category: "grocery_stores_supermarkets" },
  { name: "Aldi", category: "grocery_stores_supermarkets" },
  { name: "Shell", category: "service_stations" },
  { name: "Chevron", category: "service_stations" },
  { name: "CVS Pharmacy", category: "drug_stores_and_pharmacies" },
  { name: "Walgreens", category: "drug_stores_and_pharmacies" },
  { name: "Walmart", category: "discount_stores" },
  { name: "Dollar General", category: "variety_stores" },
  { name: "Target", category: "department_stores" },
  { name: "McDonald's", category: "fast_food_restaurants" },
  { name: "Subway", category: "fast_food_restaurants" },
  { name: "Metro Transit", category: "local_commuter_transport" },
  { name: "Greyhound", category: "bus_lines" },
  { name: "Uber", category: "taxicabs_limousines" },
  { name: "Home Depot", category: "home_supply_warehouse_stores" },
  { name: "Comcast", category: "cable_and_other_pay_television_services" },
  { name: "Delta Air Lines", category: "delta" },
  { name: "Marriott", category: "marriott" },
  { name: "Hertz", category: "hertz" },
  { name: "Amazon", category: "misc_general_merchandise" },
  { name: "Goodwill", category: "used_merchandise_and_secondhand_stores" },
] as const;

/** Categories that a merchant_block rule names (not bought in the seed). */
export const BLOCKED_CATEGORIES = ["betting_casino_gambling", "package_stores_beer_wine_liquor", "cigar_stores_and_stands"];
export const ESSENTIAL_CATEGORIES = [
  "grocery_stores_supermarkets",
  "drug_stores_and_pharmacies",
  "local_commuter_transport",
  "bus_lines",
  "discount_stores",
];

export const RECIPIENT_NAMES = [
  "José Álvarez", "Fatuma Hassan", "Oleksandr Bondarenko", "Nguyen Thi Lan", "Mariam Rahimi", "Jean-Paul Mbeki",
  "Sofía Ramírez", "Ahmad Karimi", "Grace O'Neill", "Dmitri Volkov", "Aisha Bello", "Tomás Herrera",
  "Layla Haddad", "Kwame Mensah", "Ines Carvalho", "Samir Haidari", "Olena Kovalenko", "Yuki Tanaka",
  "Pedro Santos", "Hawa Diallo", "Ravi Patel", "Zoya Ahmadi", "Lucía Torres", "Emmanuel Okoro",
] as const;

export const BANK_NAMES = ["First Community Bank", "Harborview Credit Union", "National Savings Bank", "Metro Federal"] as const;
