// English texts of the legal and company pages; same keys (and the same number of paragraphs and list items) as
// legal.ja.ts. Where the two differ, the Japanese text governs (said on each page).
import type { legalJa } from './catalog.ja.ts';

export const legalEn: typeof legalJa = {
  effective: 'Effective {{date}}',
  toc: 'Contents',
  related: 'Terms and policies',
  onRequest: 'Disclosed without delay on request',
  contactUnset: 'Contact details are being prepared',
  documents: {
    terms: {
      title: 'Terms of Service',
      lead: 'These terms apply to everyone who uses the Otodoke (音届け) music distribution service. Please read them before you create an account. This English version is a translation; if it differs from the Japanese text, the Japanese text governs.',
      sections: [
        {
          title: 'Article 1 (Purpose and scope)',
          body: [
            'These terms (the "Terms") set out the conditions for using the music distribution service "Otodoke" (the "Service") provided by the operator of Otodoke ("we" or "us").',
            'Some features, such as karaoke videos and music videos, are also governed by their own terms (such as the [Karaoke Video Distribution Terms](/terms/karaoke) and the [Music Video Distribution Terms](/terms/music-video)). Where those terms differ from these Terms, those terms prevail.',
          ],
        },
        {
          title: 'Article 2 (Definitions)',
          body: [
            'In these Terms:',
            [
              '"You" means the individual or company that has agreed to these Terms and created an account on the Service.',
              '"Team member" means a person you have invited and given permission to operate your account.',
              '"Content" means the recordings, videos, artwork, lyrics, artist names, credits and other information you register on the Service.',
              '"Release" means content grouped as one unit of distribution to stores, such as a single, an album or a music video.',
              '"Store" means Spotify, Apple Music, LINE MUSIC, YouTube Music or any other music service to which we deliver content.',
              '"Revenue" means the amounts a store pays us for the sales and streams of your content.',
            ],
          ],
        },
        {
          title: 'Article 3 (Accounts)',
          body: [
            'You create your account with accurate, current information, and update it promptly when it changes.',
            'You keep your password and other credentials safe and do not let anyone else use them. Anything done through your account, including by your team members, is treated as done by you.',
            'If you are a minor, you may use the Service only with the consent of a parent or other legal guardian.',
            'We may refuse to open an account for good reason, for example when the information given is false, or when the applicant was previously suspended for breaching these Terms.',
          ],
        },
        {
          title: 'Article 4 (Plans and fees)',
          body: [
            'You can pay per release, or subscribe to a yearly Unlimited plan. The amounts and what they include are shown on the [pricing page](/pricing). All prices include consumption tax.',
            'A per-release fee covers one year of distribution. We remind you before the year ends; if the renewal fee is not paid, distribution stops after a grace period.',
            'An Unlimited plan runs for one year from the day you subscribe, during which you can release music for the artists it covers at no extra charge.',
            'You can pay by credit card, at a convenience store (konbini), by Pay-easy, or from your account balance. Payment methods and timing are as set out in the [commercial disclosure](/scta).',
            'We may change our prices. We will announce a change on the Service at least 30 days in advance; new prices apply to orders and renewals from the day they take effect.',
          ],
        },
        {
          title: 'Article 5 (Rights in your content and the licence you grant)',
          body: [
            'Copyright, neighbouring rights and all other rights in your content remain with you or their rightful owners. We acquire none of them.',
            'You grant us a non-exclusive, worldwide licence, for as long as the content is distributed and for the time needed afterwards to settle revenue, to do the following as far as needed to provide the Service:',
            [
              'reproduce your content, convert it into the formats stores require, and deliver it to stores;',
              'sublicense stores to sell, distribute and make your content available to the public, and to use excerpts as previews;',
              'use your artist names, artwork and excerpts of your content to present the Service and your releases.',
            ],
            'Where the copyright in the compositions (lyrics and music) is administered by a collecting society, the royalties for them are paid to the rights holders through that society. The Service pays out the revenue stores pay for the use of the recordings (masters).',
          ],
        },
        {
          title: 'Article 6 (Your warranties)',
          body: [
            'You warrant that, for your content:',
            [
              'you own, or are licensed by the rights holders to use, every part of it that distribution requires: the recordings, compositions, artwork, photographs and everything else it contains;',
              'everyone involved, including co-creators, performers and people who appear in it, has agreed to its distribution and monetisation;',
              'it infringes no copyright, trademark, right of publicity, privacy or other right of any third party, and breaks no law or public policy;',
              'the artist names, titles, credits, ISRCs and other information you register are accurate.',
            ],
            'If a third party makes a claim about your content, you resolve it at your own responsibility and cost, and cooperate with our investigation.',
          ],
        },
        {
          title: 'Article 7 (Review and distribution)',
          body: [
            'We review each release before it is distributed. Where something does not meet store guidelines or these Terms, we may ask you to correct it or decline to distribute it.',
            'Once payment and review are complete, a release goes on sale in each store from the release date you chose, never before it. Stores publish releases on their own schedules and in their own way, so the exact time a release appears may vary, and we do not guarantee it.',
            'Each store decides by its own standards whether to accept content. If a store declines a release, we tell you why and what you can do.',
          ],
        },
        {
          title: 'Article 8 (Takedowns)',
          body: [
            'You can ask for a release to be taken down at any time from your dashboard. Removing it from every store can take from a few days to a few weeks.',
            'We may stop distributing a release without your consent when:',
            [
              'its distribution fee has not been renewed and the grace period has passed;',
              'we receive a claim of infringement that we judge to have reasonable grounds;',
              'a store asks for its removal;',
              'we find conduct prohibited by Article 10, such as artificially inflating streams.',
            ],
            'Fees already paid are not refunded when a release is taken down, unless the takedown is our fault.',
          ],
        },
        {
          title: 'Article 9 (Revenue and payouts)',
          body: [
            'We pay you 100% of the revenue we receive from stores. We take no commission from it.',
            "We confirm each month's revenue from the sales reports stores send us, and add it to your balance. Figures before confirmation are estimates and may differ from the confirmed amounts.",
            'Once your balance reaches the minimum payout amount, you can request a payout to a bank account in Japan that you have registered. The minimum amount and the bank transfer fee are shown on the payout screen.',
            'If a store reverses a payment, or revenue turns out to come from fraudulent streams, we may deduct that amount from your balance.',
            "If you set up revenue splits, we share revenue into your collaborators' balances at the rates you set. We are not responsible for agreements between you and your collaborators about those rates.",
            'You are responsible for declaring and paying any taxes on your revenue.',
          ],
        },
        {
          title: 'Article 10 (Prohibited conduct)',
          body: [
            'When using the Service, you must not:',
            [
              "register content that infringes anyone's rights, or register another person's work or recording as your own;",
              'artificially increase streams or sales with bots, streaming farms or similar services, or ask anyone else to do so;',
              'use names or presentation that could be mistaken for a well-known artist;',
              'register the same recording more than once under different names or titles;',
              'register false information or impersonate another person;',
              'interfere with the Service or any store, access them without authorisation, or exploit their vulnerabilities;',
              'act against the law, public policy or store guidelines.',
            ],
          ],
        },
        {
          title: 'Article 11 (Suspension and closing your account)',
          body: [
            'If you breach these Terms, we may, without prior notice, suspend all or part of your account, stop distributing your releases, or terminate our agreement. In that case we may hold payouts from your balance for as long as an investigation requires.',
            'You may close your account at any time after taking down all your releases. If you have a balance when you close it, please request a payout first.',
          ],
        },
        {
          title: 'Article 12 (Disclaimers and limitation of liability)',
          body: [
            'We do not guarantee that the Service will run without interruption, that a release will go on sale in a particular store at a particular time or in a particular form, or that it will earn any particular revenue.',
            'We are not liable for losses caused by the operation of stores, system or network failures, natural disasters or other events beyond our control.',
            'If you suffer loss through our fault, our liability, except in cases of our wilful misconduct or gross negligence, is limited to the total fees you paid us in the 12 months before the loss arose. This limit may not apply where the Consumer Contract Act or other laws provide otherwise.',
          ],
        },
        {
          title: 'Article 13 (Personal information)',
          body: ['We handle your personal information in accordance with our [Privacy Policy](/privacy).'],
        },
        {
          title: 'Article 14 (Changes to these Terms)',
          body: [
            "We may change these Terms in accordance with the Civil Code's provisions on standard terms. We will announce the change and the date it takes effect on the Service a reasonable time before that date.",
            'If you use the Service on or after that date, you are deemed to have agreed to the changed Terms.',
          ],
        },
        {
          title: 'Article 15 (Governing law and jurisdiction)',
          body: [
            'These Terms are governed by the laws of Japan.',
            'The Tokyo District Court has exclusive jurisdiction in the first instance over any dispute between you and us about the Service.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      lead: 'The operator of Otodoke ("we" or "us") handles the personal information used in the music distribution service "Otodoke" as this policy describes, in accordance with the Act on the Protection of Personal Information and other laws. This English version is a translation; if it differs from the Japanese text, the Japanese text governs.',
      sections: [
        {
          title: '1. What we collect',
          body: [
            'We collect:',
            [
              'Account information: your name, company name, email address, password (stored in a form that cannot be reversed), interface language, and the details of your team members.',
              'Artist and release information: artist names, profiles, credits such as lyricists and composers, recordings, videos, artwork and lyrics.',
              'Payment information: your payment history and receipt details. Card numbers go directly to our payment processor; we do not store them (we keep only the card brand, the last four digits and the expiry date).',
              'Payout information: bank name, branch, account type, account number and account holder name.',
              'Usage information: sign-in times, IP addresses, browser type, activity logs and cookies.',
              'What you send us when you ask for help, and the messages between you and us.',
              'The sales and stream totals per release (by country or region and by store) contained in the sales reports stores send us.',
            ],
          ],
        },
        {
          title: '2. Why we use it',
          body: [
            'We use this information to:',
            [
              'provide the Service (manage accounts, review and distribute releases, calculate and pay out revenue);',
              'verify identities, and prevent and investigate fraud such as unauthorised sign-ins or artificially inflated streams;',
              'charge fees and issue receipts;',
              'tell you about the Service, such as review results, distribution status and renewal deadlines;',
              'answer your questions;',
              'analyse how the Service is used to improve it and plan new features (on totals that do not identify anyone);',
              'meet our legal obligations.',
            ],
          ],
        },
        {
          title: '3. Sharing and outsourcing',
          body: [
            'We do not give your personal information to third parties without your consent, except:',
            [
              'To stores: to distribute your releases, we give the stores you deliver to, including stores outside Japan, the information distribution requires, such as artist names, credits and the content itself. By asking us to distribute a release through the Service, you agree to this.',
              'To collecting societies: we may give them information about works and credits as far as needed to distribute composition royalties.',
              "Where the law permits it, such as when required by law or needed to protect a person's life, body or property.",
            ],
            'We entrust parts of our work to the following kinds of companies, and give them personal information only as far as that work needs. We choose them carefully and supervise them as required.',
            [
              'a payment processor (card, konbini and Pay-easy payments);',
              'cloud service providers (servers and file storage);',
              'an email delivery provider (service emails);',
              'banks (payout transfers).',
            ],
            "When we give personal information to a third party outside Japan, we provide, as the law requires, information about that country's data protection system and the measures the recipient takes.",
          ],
        },
        {
          title: '4. Cookies',
          body: [
            'We use cookies to keep you signed in and to block forged requests. If you disable cookies in your browser, you cannot sign in to the Service.',
          ],
        },
        {
          title: '5. How long we keep it',
          body: [
            'We keep personal information for as long as its purposes require. After you close your account, we keep records of transactions and payments for the periods tax and company law require (generally seven years), and delete the rest, or make it impossible to identify anyone from it, without delay.',
          ],
        },
        {
          title: '6. Keeping it safe',
          body: [
            'We take the necessary and appropriate measures to prevent personal information from being leaked, lost or damaged, including encrypted connections, access control, irreversible password storage and staff training.',
          ],
        },
        {
          title: '7. Access, correction and deletion',
          body: [
            'You may ask us to tell you the purposes for which we use your personal information, to disclose it, to correct, add to or delete it, to stop using it, or to stop sharing it with third parties.',
            'You can see and change most account information in Account settings on your dashboard. For other requests, contact us as described on [Artist support](/artist-support). Once we have confirmed your identity, we respond without delay as the law requires.',
          ],
        },
        {
          title: '8. Contact',
          body: [
            'Questions and complaints about how we handle personal information are handled through [Artist support](/artist-support). Our name and address are on the [company page](/company).',
          ],
        },
        {
          title: '9. Changes to this policy',
          body: [
            'We may change this policy when laws or the Service change. We announce significant changes on the Service before they take effect.',
          ],
        },
      ],
    },
    scta: {
      title: 'Specified Commercial Transactions Act disclosure',
      lead: "The disclosure Japanese law requires for Otodoke's paid services (per-release distribution fees, Unlimited plans and add-ons).",
      rows: [
        { term: 'Seller', value: ['{{sellerName}}'] },
        { term: 'Person responsible', value: ['Disclosed without delay on request'] },
        { term: 'Address', value: ['{{sellerAddress}}'] },
        { term: 'Phone number', value: ['Disclosed without delay on request'] },
        {
          term: 'Contact',
          value: ['{{contact}}', 'See [Artist support](/artist-support) for our hours and how to reach us.'],
        },
        { term: 'Qualified invoice issuer registration number', value: ['{{invoiceNumber}}'] },
        {
          term: 'Prices',
          value: ['As shown on the [pricing page](/pricing) and on each order screen (consumption tax included).'],
        },
        {
          term: 'Other charges',
          value: [
            'No fee is charged for konbini or Pay-easy payments.',
            'When you pay out revenue, a bank transfer fee of {{withdrawalFee}} is deducted from the amount.',
            'You bear the cost of your own internet connection.',
          ],
        },
        {
          term: 'Payment methods',
          value: ['Credit card, convenience store (konbini) payment, Pay-easy, payment from your account balance'],
        },
        {
          term: 'When payment is due',
          value: [
            'Credit card: payment is made when you place the order.',
            'Account balance: the amount is deducted from your balance when you place the order.',
            'Konbini and Pay-easy: pay by the deadline shown on screen and in the email we send after your order. An order not paid by the deadline is cancelled.',
            'Renewals: we remind you before a distribution or plan period ends; payment is due by its last day.',
          ],
        },
        {
          term: 'When the service is provided',
          value: [
            'Unlimited plans and add-ons are available as soon as payment is confirmed.',
            'A release goes on sale in each store from the release date you chose, once payment is confirmed and review is complete.',
          ],
        },
        {
          term: 'Cancellations and refunds',
          value: [
            'Because these are digital services, orders cannot be cancelled or refunded once paid. An order not yet paid can be cancelled from your dashboard at any time.',
            'If we cannot provide a service through our fault, we refund what you paid.',
          ],
        },
        {
          term: 'Supported browsers',
          value: ['The latest versions of Google Chrome, Safari, Microsoft Edge and Firefox'],
        },
      ],
    },
    company: {
      title: 'Company',
      lead: 'The operator of the Otodoke (音届け) music distribution service.',
      rows: [
        { term: 'Company name', value: ['{{sellerName}}'] },
        { term: 'Address', value: ['{{sellerAddress}}'] },
        { term: 'Qualified invoice issuer registration number', value: ['{{invoiceNumber}}'] },
        {
          term: 'Business',
          value: [
            'Operating the Otodoke music distribution service (delivering recordings and videos to stores, and paying out revenue)',
            'Supporting artists and labels',
          ],
        },
        { term: 'Contact', value: ['{{contact}}', '[Artist support](/artist-support)'] },
      ],
    },
    artistSupport: {
      title: 'Artist support',
      lead: 'Where to turn when you are stuck with Otodoke, or have a question about review, distribution or revenue.',
      sections: [
        {
          title: 'Artist Guide (coming soon)',
          body: [
            'We are preparing the Artist Guide: step-by-step help from creating an account to registering a release, review, distribution and getting paid, with answers to common questions. Until it is published, please use the explanations on each screen and this page.',
          ],
        },
        {
          title: 'Messages from us',
          body: [
            'Review results, store rejections, renewal deadlines and other news about your releases, and announcements from us, arrive in [Messages](/member/message) on your dashboard. Each message links to the screen where you can act on it.',
            'Messages are shared by everyone on your team. We also email you about anything important, at the address you registered.',
          ],
        },
        {
          title: 'Contact us',
          body: [
            'Support (email): {{contact}}',
            'Please write from the email address registered to your account. To protect your account, we cannot discuss it with an address that is not registered to it.',
            'We reply by email. Anything about review or distribution also arrives in Messages.',
            'It helps us answer quickly if you include:',
            [
              'the email address registered to your account;',
              'for a question about a release, its release ID (shown on the release screen);',
              'the message shown on screen, or the steps you took.',
            ],
          ],
        },
        {
          title: 'Hours',
          body: [
            'Weekdays 10:00–18:00 Japan time (closed on weekends, Japanese public holidays and over the New Year).',
            'Questions sent outside these hours are answered in order from the next business day. We usually reply within three business days.',
          ],
        },
        {
          title: 'Useful pages',
          body: [
            [
              'Prices and plans are on the [pricing page](/pricing).',
              'The conditions of use are set out in the [Terms of Service](/terms/service).',
              'How we handle personal information is described in the [Privacy Policy](/privacy).',
            ],
          ],
        },
      ],
    },
  },
};
