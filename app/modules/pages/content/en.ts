import type { PageSlug } from "../domain/page-slugs";

/**
 * English texts of the shop's information pages. Every number, time, amount or contact is a
 * `{{placeholder}}` filled from the shop's configuration (see ../domain/placeholders.ts).
 */
export const pagesEn: Record<PageSlug, { title: string; summary: string; body: string }> = {
  about: {
    title: "About us",
    summary:
      "{{shopName}} is an Ulaanbaatar wine and spirits retailer offering its own vodka brand alongside fine wines and spirits from around the world.",
    body: `## Who we are

**{{shopName}}** is a wine and spirits retailer based in Ulaanbaatar. Besides making our own brand, **Khar Suvd** vodka, we bring together wine, whisky, cognac, gin, rum, beer, gift sets and bar accessories from many countries under one roof. Our aim is simple: quality drinks you can trust, with honest advice, delivered on time.

## Khar Suvd vodka

Khar Suvd is our pride. Its spirit is distilled six times, filtered through five materials — charcoal, quartz, silver, pearls and diamond — and rested for more than five hundred hours, twenty-one days, before bottling. That slow, patient method is the secret of its clean, smooth taste. Read more on the [Khar Suvd](/brands/khar-suvd) page.

## Our selection

Every bottle on our shelves is tasted and chosen by our buying team and sommelier. We work directly with producers or through official importers, so the origin and storage of every product are guaranteed.

- **Wine** — red, white, rosé and sparkling from France, Italy, Spain, Chile, Argentina, Australia and beyond.
- **Spirits** — Mongolian and imported vodka, Scotch and Japanese whisky, cognac, gin, rum, tequila and liqueurs.
- **Beer** — from classic lagers to craft beer.
- **Gifts and accessories** — gift sets, glassware and bar tools.

## Our stores

The addresses and opening hours of our stores are listed below on this page. Our stores are open daily from {{opens}} to {{closes}}. Drop in and our staff will gladly help you find a wine for your dinner or the right bottle for a gift.

## Shopping online

Order online and have your purchase delivered to your door, or collect it from a store. See our [delivery terms](/pages/delivery) for details.

## Selling responsibly

We sell alcohol only to customers aged **{{deliveryAge}} and over**. ID is checked in our stores and on delivery. We always encourage you to know your limit and enjoy drinks wisely.

## Contact

Questions or suggestions? Call us on {{shopPhone}} or write to {{shopEmail}}.`,
  },
  delivery: {
    title: "Delivery",
    summary: "Delivery times, prices and rules for receiving orders in Ulaanbaatar and the aimags.",
    body: `## Delivery hours

We deliver every day between **{{opens}} and {{closes}}**. Orders confirmed before **{{cutoff}}** are delivered the same day; orders confirmed later are delivered the next day.

## Delivery options and times

### Standard delivery
- In central Ulaanbaatar, within **{{standardHours}} hours**.
- If your payment is made and confirmed before **{{paidBefore}}**, within **{{paidBeforeHours}} hours**.
- In outlying districts and remote neighbourhoods, within **{{remoteFrom}}-{{remoteTo}} hours**.

### Express delivery
Need it fast? With express delivery your order arrives within **{{expressHours}} hours** of confirmation. Express delivery is available in central Ulaanbaatar.

### To the aimags
- Goods in stock are delivered to the provinces within **{{inStockFrom}}-{{inStockTo}} hours**.
- Goods not in stock, ordered in for you, are delivered within **{{otherFrom}}-{{otherTo}} days**.

### Pre-orders
Pre-ordered products are delivered after **{{preOrdersAfter}}**. If one order contains both in-stock and pre-ordered items, we will ask you how you would like them delivered.

## Delivery prices

- Central Ulaanbaatar — standard: **{{centralSimple}}**, express: **{{centralExpress}}**.
- Outlying districts and remote neighbourhoods: **{{remoteSimple}}**.
- To the aimags: **{{aimagSimple}}**.

Standard delivery is **free** for orders of **{{freeShippingThreshold}}** or more. Express delivery is not included in this offer.

## Receiving your order

By law, alcohol is sold and delivered to adults only. So:

- The order must be received by someone aged **{{deliveryAge}} or over**.
- The receiver shows the driver an **ID card** or another document with their date of birth.
- If the receiver is under age, has no ID or is clearly intoxicated, the driver will not hand over the order and will arrange a new delivery time with you.

Please check the packaging and bottles in front of the driver. Anything broken or leaking is handled under our [returns policy](/pages/returns).

## Collecting from a store

Prefer not to wait for a courier? Collect your order from one of our stores or pickup points. We will notify you as soon as it is ready. Bring your order number and ID.

## Questions

For anything about delivery, call {{shopPhone}} or write to {{shopEmail}}.`,
  },
  returns: {
    title: "Returns and refunds",
    summary: "How and when to return broken, wrong or unopened items, and when you get your money back.",
    body: `We pack every order carefully, but mistakes can happen. When they do, we aim to put things right quickly and fairly.

## When you can return an item

### Broken or leaking
If a bottle arrives broken, a cap is leaking or the packaging is badly damaged, let us know within **{{returnsDamaged}} hours** of receiving it. If you can, check the order in front of the driver and take a photo of the damage. We will replace the item or refund it in full.

### Wrong item
If you received something you did not order — a different size or vintage, for example — tell us within **{{returnsWrongItem}} hours** of receipt. We will deliver the right item and collect the wrong one at our expense.

### Unopened items
If you change your mind, you can return an item that is **unopened, with its original seal and label intact**, within **{{returnsUnopened}} hours** of receipt. In this case the cost of the return delivery is yours.

## Items we cannot take back

- Opened bottles or broken seals (unless the item arrived damaged).
- Products specially ordered in for you, or engraved or personalised at your request.
- Items whose condition has changed because of how they were stored after delivery.

For hygiene and food-safety reasons we cannot resell an opened bottle; thank you for understanding.

## How to return

- Open the order in **My orders** and submit a return request, or call us on {{shopPhone}}.
- Choose the reason and attach photos if needed.
- We review the request and agree with you whether we collect the item or you bring it to a store.
- Once we have checked the item, we start your refund.

## Refunds

- **To your shop wallet** — within **{{refundWalletHours}} hours**. This is the fastest option, and you can spend it on your next order straight away.
- **To a bank account** — within **{{refundBankFrom}}-{{refundBankTo}} days**. Card payments are refunded to the same card.

If the return was caused by our mistake, we also refund the delivery charge in full.

## E-receipt

When an order is returned in full or in part, we correct your e-barimt VAT receipt and e-mail you the updated one.

## Contact

Any questions about returns? Write to {{shopEmail}} or call {{shopPhone}}.`,
  },
  payment: {
    title: "Payment",
    summary: "Paying by QPay, card, bank transfer or instalments, plus the VAT e-receipt, your wallet and promo codes.",
    body: `All our prices are in tugrik (MNT) and **include VAT**. Choose whichever of the following methods suits you.

## Payment methods

### QPay
Scan the QR code shown at the end of checkout with your banking app. It is the fastest option, and your payment is confirmed instantly.

### Bank card
Pay with Visa, Mastercard or a local bank card on a secure payment page. We never store your card details.

Please complete QPay and card payments within **{{payWithinHours}} hours** of placing the order. Orders not paid in time are cancelled automatically.

### Bank transfer
- Bank: **{{bankName}}**
- Account number: **{{bankAccount}}**
- IBAN: **{{iban}}**
- Account name: **{{accountName}}**

Always put your **order number** as the payment reference. Transfers usually reach us within **{{bankTransferHours}} hours**, and your order is then confirmed.

### Instalments
Orders of **{{instalmentMinimum}}** or more can be paid in instalments. The down payment is **{{downPaymentPercent}}%** of the total and is due within **{{downPaymentDueHours}} hours**. The remaining loan is provided by **{{lenderName}}**, who set its terms. We do not offer leasing.

## VAT e-receipt

Your VAT e-receipt (e-barimt) is e-mailed to you within **{{vatReceiptDays}} days** of delivery. If you need a receipt in a company's name, enter the company's registration number at checkout.

## Your wallet

Your account includes a shop wallet. Refunds, gift cards, top-ups and cashback are credited to it.

- The wallet can be used for purchases above **{{walletMinimum}}**.
- **Cashback** balance can cover at most **{{cashbackCapPercent}}%** of a product's price.
- **Gift card and top-up** balance can cover the full price.

You can combine your wallet balance with any other payment method.

## Promo codes

A promo code is always **four digits**. Enter it on the cart page and the discount is applied straight away. One code per order; each code has its own validity period and conditions.

## Security

Card payments go through your bank's protected payment page. We will never ask for your card's secret details by phone or message. If you receive a suspicious request, let us know on {{shopPhone}}.`,
  },
  help: {
    title: "Help",
    summary: "Answers to the most common questions about ordering, delivery, payment, your wallet and returns.",
    body: `Can't find your answer here? Call us on {{shopPhone}} or write to {{shopEmail}}. Our team is happy to help from {{opens}} to {{closes}}.

## Ordering

### How do I place an order?
Add the products you want to your cart and press **Checkout**. Choose your delivery address and method, then pay, and your order is confirmed. Follow its progress in **My orders**.

### Can I order without an account?
Yes. But with an account you keep your order history, addresses, wallet and wish lists, and your next order is quicker.

### Can I cancel my order?
Yes, before it leaves for delivery — in **My orders** or by phone. Any payment is refunded within the times given in our [returns policy](/pages/returns).

## Delivery

### When will my order arrive?
Orders confirmed before **{{cutoff}}** are delivered the same day; later ones the next day. Express delivery arrives within **{{expressHours}} hours**. See our [delivery terms](/pages/delivery) for details.

### Is delivery free?
Standard delivery is free for orders of **{{freeShippingThreshold}}** or more.

### Do you deliver to the aimags?
Yes. Goods in stock reach the provinces within **{{inStockFrom}}-{{inStockTo}} hours**.

## Age and receiving

### Why do you check age?
By law we sell alcohol only to people aged **{{deliveryAge}} and over**. The person receiving a delivery must show ID. We do not hand orders to minors.

### Can someone else receive my order?
Yes, as long as they are **{{deliveryAge}} or over** and show ID.

## Payment

### How can I pay?
By QPay, bank card, bank transfer or instalments. QPay and card payments must be made within **{{payWithinHours}} hours**. See [payment](/pages/payment) for details.

### How do I get my VAT e-receipt?
Your e-barimt is e-mailed to you automatically within **{{vatReceiptDays}} days** of delivery.

## Wallet and promotions

### What can I use my wallet for?
Spend refunds, gift cards and cashback on your purchases. Cashback covers up to **{{cashbackCapPercent}}%** of a product's price; gift card balance can cover all of it.

### Where do I enter a promo code?
On the cart page. A promo code is **four digits**, and one code can be used per order.

## Returns

### Can I return an item?
Broken items within **{{returnsDamaged}} hours**, wrong items within **{{returnsWrongItem}} hours**, and unopened items within **{{returnsUnopened}} hours** of receipt.

## Account and wish lists

### I forgot my password. What now?
On the sign-in page, click **Forgot password** and follow the instructions sent to your e-mail.

### What is a wish list?
Tap the heart on any product to save it. Share your list with friends and family by link so they can pick the perfect gift. Without an account, your list is kept in your browser.`,
  },
  terms: {
    title: "Terms of sale",
    summary: "The plain rules for buying from {{shopName}}: age, prices, orders, cancellation and liability.",
    body: `These terms apply to purchases made through the **{{shopName}}** online shop and stores. By placing an order you accept them. We have tried to keep them plain and fair.

## Age

- We sell alcohol only to people aged **{{deliveryAge}} and over**.
- Both the person placing the order and the person receiving it must be adults.
- ID must be shown on receipt. If age cannot be proven, we will not hand over the goods, and we may cancel the order and refund the payment.

## Prices

- All prices are in **tugrik (MNT)** and **include VAT**.
- Delivery charges are shown separately at checkout.
- Prices and promotions may change, but the price of an order you have confirmed does not.
- If a price is shown wrongly because of an obvious technical error, we will tell you and let you either continue at the correct price or cancel.

## Availability

We update stock in real time, but occasionally the same item ends up in several orders at once. If that happens, we will contact you and offer a similar product or refund that item. A wine's vintage or label design may differ slightly from the picture, depending on the producer.

## Orders and cancellation

- An order becomes binding once payment is confirmed.
- You can cancel free of charge at any time before the order leaves for delivery.
- Orders not paid within the required time are cancelled automatically.
- We may cancel orders we believe to be unlawful, fraudulent or not meeting the age requirement.

## Delivery and returns

Delivery times and prices are set out in our [delivery terms](/pages/delivery); returns and refunds in our [returns policy](/pages/returns). Both form part of these terms.

## Liability

- We store products according to the producer's instructions and are responsible for delivering them undamaged.
- We are not responsible for damage caused by storage or use after delivery.
- If a delivery is delayed by circumstances beyond our control (extreme weather, road closures and the like), we will tell you promptly and agree a new time.
- Our liability is limited to the value of the order concerned. This does not limit any rights you have by law.

## Responsible drinking

Please drink in moderation. We advise against drinking during pregnancy or before driving.

## Contact

Questions about these terms? Write to {{shopEmail}}.`,
  },
  privacy: {
    title: "Privacy policy",
    summary: "What information we collect, why we use it, how long we keep it, and what your rights are.",
    body: `**{{shopName}}** respects your personal information and collects only what is needed to serve you, and protects it. This policy explains what we collect, why, how long we keep it, and what your rights are.

## What we collect

### Account
Your name, e-mail address, phone number, date of birth (to check the age requirement) and an encrypted form of your password.

### Orders
Products bought, amounts, payment method and status, and e-receipt details. We do not store card numbers — card payments are processed by the bank.

### Addresses
Delivery addresses, and the receiver's name and phone number.

### Cookies
- **Session** — keeps you signed in.
- **Cart** — remembers what is in your cart.
- **Language** — remembers your chosen language.
- **Guest lists** — keeps your wish lists when you are not signed in.
- **Analytics** — measures, in aggregate, how the site is used.

The first four are essential for the site to work. You can block analytics cookies in your browser settings.

## Why we collect it

- To process, deliver and take payment for your orders.
- To meet the legal age requirement and issue VAT e-receipts.
- To keep you informed about your orders and deliveries.
- To manage your wallet, promotions and returns.
- To improve how the site works.

We send news and offers only if you have agreed to receive them. We never sell your information. Partners such as delivery drivers, payment providers and the instalment lender receive only what they need to do their job.

## How long we keep it

- Account details until you delete your account.
- Order and payment records for as long as accounting and tax law requires.
- Cookies for as long as their purpose needs; session cookies are removed when you sign out or close the browser.

## Your rights

- See the information we hold about you and get a copy.
- Have incorrect information corrected.
- Have your account and data deleted (except what the law requires us to keep).
- Unsubscribe from news and offers at any time.

You can update most of your details yourself in **My account**.

## Security

Information travels over encrypted connections and only authorised staff can access it.

## Contact

Send any privacy request or question to **{{shopEmail}}**.`,
  },
};
