/**
 * The code lists (§4) and a starter set of item classes (§4.7): what the simulator serves, and what the API
 * seeds so its product screens work before any device has pulled the authority's own lists.
 * Lists are `code=name;code=name`; the order is the srtOrd. Class 04 carries the rate in userDfnCd1.
 */

/** cdCls → cdClsNm exactly as §4.1 names them (Navari keys on the name). */
export const CODE_CLASS_NAMES: Record<string, string> = {
  '04': 'Taxation Type',
  '05': 'Country',
  '07': 'Payment Type',
  '09': 'Branch Status',
  '10': 'Quantity Unit',
  '11': 'Sale Status',
  '12': 'Stock I/O Type',
  '14': 'Transaction Type',
  '17': 'Packing Unit',
  '24': 'Item Type',
  '26': 'Import Item Status',
  '32': 'Refund Reason',
  '33': 'Currency',
  '34': 'Purchase Status',
  '37': 'Sales Receipt Type',
  '38': 'Purchase Receipt Type',
};

/** §4.2: [code, name, rate in percent, userDfnCd2]. */
export const TAX_TYPE_CODES: [code: string, name: string, ratePercent: string, label: string][] = [
  ['A', 'A-Exempt', '0', 'A-EX'],
  ['B', 'B-VAT 16%', '16', 'B-16%'],
  ['C', 'C-Zero Rated', '0', 'TAX C'],
  ['D', 'D-Non VAT', '0', 'TAX D'],
  ['E', 'E-VAT 8%', '8', 'E-8%'],
];

const TRANSACTION_PROGRESS = '01=Wait for Approval;02=Approved;03=Cancel Requested;04=Canceled;05=Credit Note Generated;06=Transferred';

export const CODE_LISTS: Record<string, string> = {
  '07': '01=Cash;02=Credit;03=Cash/Credit;04=Bank Cheque;05=Debit & Credit Card;06=Mobile Money;07=Other',
  // §4.3 marks the branch status list unconfirmed: only 01 has been seen.
  '09': '01=Open',
  '10': [
    '4B=Pair;AV=Cap;BA=Barrel;BE=Bundle;BG=Bag;BL=Block;BLL=Barrel (petroleum, 158.987 dm³);BX=Box;CA=Can;CEL=Cell',
    'CMT=Centimetre;CR=Carat;DR=Drum;DZ=Dozen;GLL=Gallon;GRM=Gram;GRO=Gross;KG=Kilogram;KTM=Kilometre;KWT=Kilowatt',
    'L=Litre;LBR=Pound;LK=Link;LTR=Litre;M=Metre;M2=Square metre;M3=Cubic metre;MGM=Milligram;MTR=Metre;MWT=Megawatt hour',
    'NO=Number;NX=Part per thousand;PA=Packet;PG=Plate;PR=Pair;RL=Reel;RO=Roll;SET=Set;ST=Sheet;TNE=Tonne',
    'TU=Tube;U=Pieces/item;YRD=Yard',
  ].join(';'),
  '11': TRANSACTION_PROGRESS,
  '12': [
    '01=Incoming-Import;02=Incoming-Purchase;03=Incoming-Return;04=Incoming-Stock Movement;05=Incoming-Processing;06=Incoming-Adjustment',
    '11=Outgoing-Sale;12=Outgoing-Return;13=Outgoing-Stock Movement;14=Outgoing-Processing;15=Outgoing-Discarding;16=Outgoing-Adjustment',
  ].join(';'),
  '14': 'N=Normal;C=Copy;P=Proforma;T=Training',
  '17': [
    'AM=Ampoule;BA=Barrel;BC=Bottle crate;BE=Bundle;BF=Balloon, non-protected;BG=Bag;BJ=Bucket;BK=Basket;BL=Bale',
    'BQ=Bottle, protected cylindrical;BR=Bar;BV=Bottle, bulbous;BZ=Bag;CA=Can;CH=Chest;CJ=Coffin;CL=Coil;CR=Wooden box/case',
    'CS=Cassette;CT=Carton;CTN=Container;CY=Cylinder;DR=Drum;GT=Extra countable item;HH=Hand baggage;IZ=Ingots;JR=Jar',
    'JU=Jug;JY=Jerry can, cylindrical;KZ=Canister;LZ=Logs in bundle;NT=Net;OU=Non-exterior packaging unit;PD=Poddon;PG=Plate',
    'PI=Pipe;PO=Pilot;PU=Traypack;RL=Reel;RO=Roll;RZ=Rods in bundle;SK=Skeleton case;TY=Tank, cylindrical;VG=Bulk gas',
    'VL=Bulk liquid;VO=Bulk solid, large particles;VQ=Bulk liquefied gas;VR=Bulk solid, granular;VT=Extra bulk item',
    'VY=Bulk, fine powder;ML=Mills cigarette;TN=Tan',
  ].join(';'),
  '24': '1=Raw Material;2=Finished Product;3=Service',
  '26': '1=Unsent;2=Waiting;3=Approved;4=Cancelled',
  '32': '01=Missing Quantity;02=Missing Data;03=Damaged;04=Wasted;05=Raw Material Shortage;06=Refund',
  '34': TRANSACTION_PROGRESS,
  '37': 'S=Sale;R=Credit Note after Sale',
  '38': 'P=Purchase;R=Credit Note after Purchase',
  // ISO 3166-1 alpha-2 with the ISO short names (§4.6); KRA's own list adds a few legacy codes.
  '05': [
    'KE=Kenya;UG=Uganda;RW=Rwanda;TZ=Tanzania, United Republic of;BI=Burundi;SS=South Sudan;CD=Congo, Democratic Republic of the',
    'ET=Ethiopia;SO=Somalia;CN=China;IN=India;AE=United Arab Emirates;US=United States of America',
    'GB=United Kingdom of Great Britain and Northern Ireland;ZA=South Africa',
    'AD=Andorra;AF=Afghanistan;AG=Antigua and Barbuda;AI=Anguilla;AL=Albania;AM=Armenia;AO=Angola;AQ=Antarctica',
    'AR=Argentina;AS=American Samoa;AT=Austria;AU=Australia;AW=Aruba;AX=Åland Islands;AZ=Azerbaijan',
    'BA=Bosnia and Herzegovina;BB=Barbados;BD=Bangladesh;BE=Belgium;BF=Burkina Faso;BG=Bulgaria;BH=Bahrain;BJ=Benin',
    'BL=Saint Barthélemy;BM=Bermuda;BN=Brunei Darussalam;BO=Bolivia, Plurinational State of;BQ=Bonaire, Sint Eustatius and Saba',
    'BR=Brazil;BS=Bahamas;BT=Bhutan;BV=Bouvet Island;BW=Botswana;BY=Belarus;BZ=Belize;CA=Canada;CC=Cocos (Keeling) Islands',
    'CF=Central African Republic;CG=Congo;CH=Switzerland;CI=Côte d’Ivoire;CK=Cook Islands;CL=Chile;CM=Cameroon;CO=Colombia',
    'CR=Costa Rica;CU=Cuba;CV=Cabo Verde;CW=Curaçao;CX=Christmas Island;CY=Cyprus;CZ=Czechia;DE=Germany;DJ=Djibouti',
    'DK=Denmark;DM=Dominica;DO=Dominican Republic;DZ=Algeria;EC=Ecuador;EE=Estonia;EG=Egypt;EH=Western Sahara;ER=Eritrea',
    'ES=Spain;FI=Finland;FJ=Fiji;FK=Falkland Islands (Malvinas);FM=Micronesia, Federated States of;FO=Faroe Islands;FR=France',
    'GA=Gabon;GD=Grenada;GE=Georgia;GF=French Guiana;GG=Guernsey;GH=Ghana;GI=Gibraltar;GL=Greenland;GM=Gambia;GN=Guinea',
    'GP=Guadeloupe;GQ=Equatorial Guinea;GR=Greece;GS=South Georgia and the South Sandwich Islands;GT=Guatemala;GU=Guam',
    'GW=Guinea-Bissau;GY=Guyana;HK=Hong Kong;HM=Heard Island and McDonald Islands;HN=Honduras;HR=Croatia;HT=Haiti',
    'HU=Hungary;ID=Indonesia;IE=Ireland;IL=Israel;IM=Isle of Man;IO=British Indian Ocean Territory;IQ=Iraq',
    'IR=Iran, Islamic Republic of;IS=Iceland;IT=Italy;JE=Jersey;JM=Jamaica;JO=Jordan;JP=Japan;KG=Kyrgyzstan;KH=Cambodia',
    'KI=Kiribati;KM=Comoros;KN=Saint Kitts and Nevis;KP=Korea, Democratic People’s Republic of;KR=Korea, Republic of',
    'KW=Kuwait;KY=Cayman Islands;KZ=Kazakhstan;LA=Lao People’s Democratic Republic;LB=Lebanon;LC=Saint Lucia',
    'LI=Liechtenstein;LK=Sri Lanka;LR=Liberia;LS=Lesotho;LT=Lithuania;LU=Luxembourg;LV=Latvia;LY=Libya;MA=Morocco',
    'MC=Monaco;MD=Moldova, Republic of;ME=Montenegro;MF=Saint Martin (French part);MG=Madagascar;MH=Marshall Islands',
    'MK=North Macedonia;ML=Mali;MM=Myanmar;MN=Mongolia;MO=Macao;MP=Northern Mariana Islands;MQ=Martinique;MR=Mauritania',
    'MS=Montserrat;MT=Malta;MU=Mauritius;MV=Maldives;MW=Malawi;MX=Mexico;MY=Malaysia;MZ=Mozambique;NA=Namibia',
    'NC=New Caledonia;NE=Niger;NF=Norfolk Island;NG=Nigeria;NI=Nicaragua;NL=Netherlands;NO=Norway;NP=Nepal;NR=Nauru',
    'NU=Niue;NZ=New Zealand;OM=Oman;PA=Panama;PE=Peru;PF=French Polynesia;PG=Papua New Guinea;PH=Philippines;PK=Pakistan',
    'PL=Poland;PM=Saint Pierre and Miquelon;PN=Pitcairn;PR=Puerto Rico;PS=Palestine, State of;PT=Portugal;PW=Palau',
    'PY=Paraguay;QA=Qatar;RE=Réunion;RO=Romania;RS=Serbia;RU=Russian Federation;SA=Saudi Arabia;SB=Solomon Islands',
    'SC=Seychelles;SD=Sudan;SE=Sweden;SG=Singapore;SH=Saint Helena, Ascension and Tristan da Cunha;SI=Slovenia',
    'SJ=Svalbard and Jan Mayen;SK=Slovakia;SL=Sierra Leone;SM=San Marino;SN=Senegal;SR=Suriname;ST=Sao Tome and Principe',
    'SV=El Salvador;SX=Sint Maarten (Dutch part);SY=Syrian Arab Republic;SZ=Eswatini;TC=Turks and Caicos Islands;TD=Chad',
    'TF=French Southern Territories;TG=Togo;TH=Thailand;TJ=Tajikistan;TK=Tokelau;TL=Timor-Leste;TM=Turkmenistan',
    'TN=Tunisia;TO=Tonga;TR=Türkiye;TT=Trinidad and Tobago;TV=Tuvalu;TW=Taiwan, Province of China;UA=Ukraine',
    'UM=United States Minor Outlying Islands;UY=Uruguay;UZ=Uzbekistan;VA=Holy See;VC=Saint Vincent and the Grenadines',
    'VE=Venezuela, Bolivarian Republic of;VG=Virgin Islands (British);VI=Virgin Islands (U.S.);VN=Viet Nam;VU=Vanuatu',
    'WF=Wallis and Futuna;WS=Samoa;YE=Yemen;YT=Mayotte;ZM=Zambia;ZW=Zimbabwe',
  ].join(';'),
  // ISO 4217 codes and names: the region's currencies and those of its main trading partners.
  '33': [
    'KES=Kenyan Shilling;UGX=Uganda Shilling;RWF=Rwanda Franc;TZS=Tanzanian Shilling;BIF=Burundi Franc;SSP=South Sudanese Pound',
    'CDF=Congolese Franc;ETB=Ethiopian Birr;SOS=Somali Shilling;USD=US Dollar;EUR=Euro;GBP=Pound Sterling;CNY=Yuan Renminbi',
    'INR=Indian Rupee;AED=UAE Dirham;ZAR=Rand;JPY=Yen;CHF=Swiss Franc;CAD=Canadian Dollar;AUD=Australian Dollar',
    'SAR=Saudi Riyal;QAR=Qatari Rial;OMR=Rial Omani;KWD=Kuwaiti Dinar;BHD=Bahraini Dinar;EGP=Egyptian Pound;NGN=Naira',
    'GHS=Ghana Cedi;MWK=Malawi Kwacha;ZMW=Zambian Kwacha;MZN=Mozambique Metical;BWP=Pula;NAD=Namibia Dollar',
    'MUR=Mauritius Rupee;SCR=Seychelles Rupee;MGA=Malagasy Ariary;XAF=CFA Franc BEAC;XOF=CFA Franc BCEAO;PKR=Pakistan Rupee',
    'BDT=Taka;LKR=Sri Lanka Rupee;TRY=Turkish Lira;HKD=Hong Kong Dollar;SGD=Singapore Dollar;MYR=Malaysian Ringgit',
    'THB=Baht;IDR=Rupiah;KRW=Won;SEK=Swedish Krona;NOK=Norwegian Krone;DKK=Danish Krone;NZD=New Zealand Dollar',
    'BRL=Brazilian Real;MAD=Moroccan Dirham',
  ].join(';'),
};

/**
 * A starter set of item classes. §4.7 codes first (names where the spec gives them; the 99… exempt
 * goods and the 10-digit codes carry a placeholder because their KRA wording is not in the spec),
 * then UNSPSC segments, families, classes and a few commodities a shop typically sells. The full
 * KRA list (several thousand rows) arrives from the device through selectItemClsList later.
 * Level follows from the code: 10 digits → 5; else by trailing zero pairs (XX000000 → 1 … → 4).
 * The third part, when present, is the class's default tax type.
 */
export const ITEM_CLASSES = [
  '99000000=VAT Act;99010000=Goods;99011000=Exempt goods',
  '99011001=Bovine semen (exempt goods, VAT Act First Schedule)=A',
  '99011002=Exempt goods, VAT Act entry 99011002 (wording from the device list)=A',
  '99011003=Exempt goods, VAT Act entry 99011003 (wording from the device list)=A',
  '99011004=Exempt goods, VAT Act entry 99011004 (wording from the device list)=A',
  '99011005=Exempt goods, VAT Act entry 99011005 (wording from the device list)=A',
  '99011006=Exempt goods, VAT Act entry 99011006 (wording from the device list)=A',
  '99011007=Exempt goods, VAT Act entry 99011007 (wording from the device list)=A',
  '99011008=Exempt goods, VAT Act entry 99011008 (wording from the device list)=A',
  '99011009=Exempt goods, VAT Act entry 99011009 (wording from the device list)=A',
  '14111400=Paper products',
  '3133130600=KRA item class 3133130600 (wording from the device list)=B',
  '5059690800=KRA item class 5059690800 (wording from the device list)',
  '5022110801=KRA item class 5022110801 (wording from the device list)',
  '1110162100=KRA item class 1110162100 (wording from the device list)',
  '1110151600=KRA item class 1110151600 (wording from the device list)',
  '1110160600=KRA item class 1110160600 (wording from the device list)',
  '81121500=Economic analysis',
  // Food, drink and tobacco.
  '50000000=Food Beverage and Tobacco Products;50110000=Meat and poultry products;50120000=Seafood',
  '50130000=Dairy products and eggs;50131600=Eggs and egg substitutes;50131700=Milk and butter products;50131800=Cheese',
  '50150000=Edible oils and fats;50151500=Edible vegetable and plant oils',
  '50160000=Chocolate and sugars and sweeteners and confectionary products;50161800=Confectionary products',
  '50170000=Seasonings and preservatives;50171800=Sauces and spreads and condiments',
  '50180000=Bread and bakery products;50190000=Prepared and preserved foods;50192100=Snack foods',
  '50200000=Beverages;50201700=Coffee and tea;50202200=Alcoholic beverages;50202300=Non alcoholic beverages',
  '50202301=Water;50202306=Soft drinks;50210000=Tobacco and smoking products and substitutes',
  '50220000=Cereal and pulse products;50300000=Fresh fruits;50400000=Fresh vegetables',
  // Household, cleaning and personal care.
  '47000000=Cleaning Equipment and Supplies;47130000=Cleaning and janitorial supplies',
  '47131600=Brooms and mops and brushes and accessories;47131800=Cleaning and disinfecting solutions',
  '14000000=Paper Materials and Products;14111500=Printing and writing paper;14111700=Personal paper products',
  '14111704=Toilet tissue',
  '53000000=Apparel and Luggage and Personal Care Products;53100000=Clothing;53101500=Slacks and trousers and shorts',
  '53101600=Shirts and blouses;53102500=Clothing accessories;53110000=Footwear',
  '53120000=Luggage and handbags and packs and cases;53130000=Personal care products;53131600=Bath and body',
  '52000000=Domestic Appliances and Supplies and Consumer Electronic Products;52140000=Domestic appliances',
  '52150000=Domestic kitchenware and kitchen supplies;52151500=Domestic disposable kitchenware',
  '52151600=Domestic kitchen tools and utensils;52160000=Consumer electronics;52161500=Audio and visual equipment',
  // Stationery, phones and computers, electrical.
  '44000000=Office Equipment and Accessories and Supplies;44120000=Office supplies;44121500=Mailing supplies',
  '44121600=Desk supplies;44121700=Writing instruments;55000000=Published Products;55101500=Printed publications',
  '43000000=Information Technology Broadcasting and Telecommunications;43190000=Communications Devices and Accessories',
  '43191500=Personal communication devices;43191501=Mobile phones',
  '43191600=Personal communication device accessories or parts;43210000=Computer Equipment and Accessories',
  '43211500=Computers;43211600=Computer accessories;43211900=Computer displays',
  '39000000=Electrical Systems and Lighting and Components and Accessories and Supplies',
  '26111700=Batteries and cells and accessories',
  // Farm inputs, hardware, fuel.
  '10000000=Live Plant and Animal Material and Accessories and Supplies;10120000=Animal feed;10121500=Livestock feed',
  '10150000=Seeds and bulbs and seedlings and cuttings;10170000=Fertilizers and plant nutrients and herbicides',
  '10171500=Organic fertilizers and plant nutrients;10171600=Chemical fertilizers and plant nutrients',
  '10191500=Pesticides or pest repellents;27110000=Hand tools;27111700=Wrenches and drivers',
  '27112000=Agriculture, forestry and garden handtools;30111600=Cement and lime;25172500=Tires and tire tubes',
  '15000000=Fuels and Fuel Additives and Lubricants and Anti corrosive Materials;15101500=Petroleum and distillates',
  '15101505=Diesel fuel;15101506=Gasoline or Petrol',
  '51000000=Drugs and Pharmaceutical Products;60140000=Toys and games;56100000=Accommodation furniture',
  // Services.
  '76111500=General building and office cleaning and maintenance services;72101500=Building support services',
  '78102200=Postal and small parcel and courier services;78111800=Road transportation',
  '80161500=Management support services;81111500=Software or hardware engineering',
  '81112200=Software maintenance and support;83111600=Mobile communications services',
  '90101500=Eating and drinking establishments;90101600=Banquet and catering services;91111500=Laundry services',
].join(';');

export function parseList(list: string): string[][] {
  return list.split(';').map((entry) => entry.split('='));
}

/** Level follows from the code: 10 digits → 5; else by trailing zero pairs (XX000000 → 1 … → 4). */
export function classificationLevel(code: string): number {
  if (code.length === 10) return 5;
  if (code.endsWith('000000')) return 1;
  if (code.endsWith('0000')) return 2;
  if (code.endsWith('00')) return 3;
  return 4;
}
