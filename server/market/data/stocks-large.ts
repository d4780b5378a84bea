/**
 * Large-cap NSE stocks (among the 100 largest by market capitalisation), one per line:
 * symbol | name | ISIN | sector code (../sectors.ts) | industry | price level on 30 Sep 2025 (₹, rounded) | band
 * | shares outstanding (crore)
 * Symbols, names and ISINs as in NSE Indices' NIFTY 500 constituent list (October 2025). The price level is
 * where the simulated history passes through on its anchor day, a believable figure, not a quote. Band is
 * the daily price band in percent, '-' for none (stocks in the F&O segment). Shares outstanding are
 * approximate public figures (exchange filings around 2025, after recent bonuses and splits), rounded: good
 * enough for market capitalisation (shares × last price, ₹ crore) to rank and weight stocks believably,
 * not a record of any company's capital.
 */
export const LARGE_CAP_TABLE = `
ADANIENT|Adani Enterprises Ltd.|INE423A01024|METAL|Trading & Infrastructure|2400|-|115.4
ADANIPORTS|Adani Ports and Special Economic Zone Ltd.|INE742F01042|SERV|Ports & Logistics|1400|-|216
APOLLOHOSP|Apollo Hospitals Enterprise Ltd.|INE437A01024|HLTH|Hospitals|7600|-|14.4
ASIANPAINT|Asian Paints Ltd.|INE021A01026|CDUR|Paints|2350|-|95.9
AXISBANK|Axis Bank Ltd.|INE238A01034|FIN|Private Bank|1160|-|310
BAJAJ-AUTO|Bajaj Auto Ltd.|INE917I01010|AUTO|Two & Three Wheelers|8700|-|27.9
BAJFINANCE|Bajaj Finance Ltd.|INE296A01032|FIN|Consumer Finance|1000|-|621
BAJAJFINSV|Bajaj Finserv Ltd.|INE918I01026|FIN|Financial Holding Company|2000|-|159.7
BEL|Bharat Electronics Ltd.|INE263A01024|CAPG|Aerospace & Defence|400|-|731
BHARTIARTL|Bharti Airtel Ltd.|INE397D01024|TEL|Telecom Services|1900|-|609
CIPLA|Cipla Ltd.|INE059A01026|HLTH|Pharmaceuticals|1520|-|80.8
COALINDIA|Coal India Ltd.|INE522F01014|OIL|Coal Mining|385|-|616
DRREDDY|Dr. Reddy's Laboratories Ltd.|INE089A01031|HLTH|Pharmaceuticals|1250|-|83.4
EICHERMOT|Eicher Motors Ltd.|INE066A01021|AUTO|Two & Three Wheelers|6900|-|27.4
GRASIM|Grasim Industries Ltd.|INE047A01021|CMAT|Cement & Fibres|2750|-|68
HCLTECH|HCL Technologies Ltd.|INE860A01027|IT|IT Services|1450|-|271
HDFCBANK|HDFC Bank Ltd.|INE040A01034|FIN|Private Bank|960|-|1530
HDFCLIFE|HDFC Life Insurance Company Ltd.|INE795G01014|FIN|Life Insurance|760|-|215
HEROMOTOCO|Hero MotoCorp Ltd.|INE158A01026|AUTO|Two & Three Wheelers|5400|-|20
HINDALCO|Hindalco Industries Ltd.|INE038A01020|METAL|Aluminium & Copper|740|-|225
HINDUNILVR|Hindustan Unilever Ltd.|INE030A01027|FMCG|Personal & Home Care|2500|-|235
ICICIBANK|ICICI Bank Ltd.|INE090A01021|FIN|Private Bank|1360|-|713
ITC|ITC Ltd.|INE154A01025|FMCG|Cigarettes & Packaged Foods|400|-|1252
INDUSINDBK|IndusInd Bank Ltd.|INE095A01012|FIN|Private Bank|740|-|78
INFY|Infosys Ltd.|INE009A01021|IT|IT Services|1480|-|415
JSWSTEEL|JSW Steel Ltd.|INE019A01038|METAL|Steel|1130|-|244.5
KOTAKBANK|Kotak Mahindra Bank Ltd.|INE237A01028|FIN|Private Bank|2100|-|199
LT|Larsen & Toubro Ltd.|INE018A01030|CONS|Engineering & Construction|3700|-|137.5
M&M|Mahindra & Mahindra Ltd.|INE101A01026|AUTO|Passenger & Utility Vehicles|3450|-|124
MARUTI|Maruti Suzuki India Ltd.|INE585B01010|AUTO|Passenger Vehicles|16000|-|31.4
NTPC|NTPC Ltd.|INE733E01010|POWER|Power Generation|340|-|970
NESTLEIND|Nestle India Ltd.|INE239A01024|FMCG|Packaged Foods|1180|-|192.8
ONGC|Oil & Natural Gas Corporation Ltd.|INE213A01029|OIL|Oil Exploration & Production|240|-|1258
POWERGRID|Power Grid Corporation of India Ltd.|INE752E01010|POWER|Power Transmission|285|-|930
RELIANCE|Reliance Industries Ltd.|INE002A01018|OIL|Refining & Petrochemicals|1380|-|1353
SBILIFE|SBI Life Insurance Company Ltd.|INE123W01016|FIN|Life Insurance|1800|-|100
SHRIRAMFIN|Shriram Finance Ltd.|INE721A01047|FIN|Vehicle Finance|620|-|188
SBIN|State Bank of India|INE062A01020|FIN|Public Sector Bank|860|-|923
SUNPHARMA|Sun Pharmaceutical Industries Ltd.|INE044A01036|HLTH|Pharmaceuticals|1600|-|240
TCS|Tata Consultancy Services Ltd.|INE467B01029|IT|IT Services|3000|-|362
TATACONSUM|Tata Consumer Products Ltd.|INE192A01025|FMCG|Tea, Coffee & Foods|1130|-|99
TATASTEEL|Tata Steel Ltd.|INE081A01020|METAL|Steel|170|-|1248
TECHM|Tech Mahindra Ltd.|INE669C01036|IT|IT Services|1450|-|98
TITAN|Titan Company Ltd.|INE280A01028|CDUR|Jewellery & Watches|3400|-|88.8
TRENT|Trent Ltd.|INE849A01020|CSER|Fashion Retail|4800|-|35.5
ULTRACEMCO|UltraTech Cement Ltd.|INE481G01011|CMAT|Cement|12200|-|29.5
WIPRO|Wipro Ltd.|INE075A01022|IT|IT Services|240|-|1047
ABB|ABB India Ltd.|INE117A01022|CAPG|Electrical Equipment|5200|-|21.2
AMBUJACEM|Ambuja Cements Ltd.|INE079A01024|CMAT|Cement|570|-|246
BANKBARODA|Bank of Baroda|INE028A01039|FIN|Public Sector Bank|250|-|517
BPCL|Bharat Petroleum Corporation Ltd.|INE029A01011|OIL|Refining & Marketing|340|-|434
BRITANNIA|Britannia Industries Ltd.|INE216A01030|FMCG|Packaged Foods|5900|-|24.1
CHOLAFIN|Cholamandalam Investment and Finance Company Ltd.|INE121A01024|FIN|Vehicle Finance|1600|-|84
DABUR|Dabur India Ltd.|INE016A01026|FMCG|Personal Care|500|-|177
DIVISLAB|Divi's Laboratories Ltd.|INE361B01024|HLTH|Pharmaceuticals|6100|-|26.5
DLF|DLF Ltd.|INE271C01023|REALTY|Real Estate Development|750|-|247.5
DMART|Avenue Supermarts Ltd.|INE192R01011|CSER|Supermarkets|4300|-|65
GAIL|GAIL (India) Ltd.|INE129A01019|OIL|Gas Transmission & Marketing|180|-|657
HAVELLS|Havells India Ltd.|INE176B01034|CDUR|Electrical Appliances|1500|-|62.7
HAL|Hindustan Aeronautics Ltd.|INE066F01020|CAPG|Aerospace & Defence|4700|-|66.9
HDFCAMC|HDFC Asset Management Company Ltd.|INE127D01025|FIN|Asset Management|5500|-|21.4
ICICIGI|ICICI Lombard General Insurance Company Ltd.|INE765G01017|FIN|General Insurance|1900|-|49.6
INDHOTEL|Indian Hotels Co. Ltd.|INE053A01029|CSER|Hotels|750|-|142
IOC|Indian Oil Corporation Ltd.|INE242A01010|OIL|Refining & Marketing|145|-|1412
INDIGO|InterGlobe Aviation Ltd.|INE646L01027|SERV|Airlines|5700|-|38.7
NAUKRI|Info Edge (India) Ltd.|INE663F01032|CSER|Internet Services|1350|-|64.8
LTIM|LTIMindtree Ltd.|INE214T01019|IT|IT Services|5300|-|29.6
PIDILITIND|Pidilite Industries Ltd.|INE318A01026|CHEM|Adhesives & Sealants|1480|-|101.7
PFC|Power Finance Corporation Ltd.|INE134E01011|FIN|Power Finance|400|-|330
SHREECEM|Shree Cement Ltd.|INE070A01015|CMAT|Cement|29000|-|3.6
SIEMENS|Siemens Ltd.|INE003A01024|CAPG|Electrical Equipment|3100|-|35.6
TATAPOWER|Tata Power Co. Ltd.|INE245A01021|POWER|Integrated Power Utility|390|-|319.5
TVSMOTOR|TVS Motor Company Ltd.|INE494B01023|AUTO|Two & Three Wheelers|3400|-|47.5
UNITDSPR|United Spirits Ltd.|INE854D01024|FMCG|Alcoholic Beverages|1350|-|72.7
VBL|Varun Beverages Ltd.|INE200M01039|FMCG|Soft Drinks|460|-|338
ZYDUSLIFE|Zydus Lifesciences Ltd.|INE010B01027|HLTH|Pharmaceuticals|990|-|100.6
`;
