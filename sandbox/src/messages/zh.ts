import type { Messages } from "./en";

export const zh = {
  greeting: "{name}，您好：",
  greetingAnonymous: "您好：",
  testMode: "测试模式：此消息来自测试服务商，不涉及真实资金或真实的卡。",

  "otp.smsSubject": "登录验证码",
  "otp.smsCardholder": "您的 Beacon 持卡人门户登录验证码是 {code}，10 分钟内有效。",
  "otp.smsBusiness": "您的 Beacon 管理后台登录验证码是 {code}，10 分钟内有效。",
  "otp.emailSubject": "您的登录验证码",
  "otp.emailCardholder":
    "您的 Beacon 持卡人门户一次性验证码是 {code}。\n验证码 10 分钟内有效，只能使用一次。如果您没有申请，请忽略此邮件。",
  "otp.emailBusiness": "您的 Beacon 管理后台一次性验证码是 {code}。\n验证码 10 分钟内有效，只能使用一次。如果您没有申请，请忽略此邮件。",

  "addressCode.subject": "您的邮箱确认码",
  "addressCode.cardholderBody":
    "有人正在使用此邮箱地址创建 Beacon 持卡人门户账户。您的确认码是 {code}。\n确认码 10 分钟内有效，只能使用一次。如果不是您本人操作，请忽略此邮件：没有确认码无法创建账户。",
  "addressCode.businessBody":
    "有人正在使用此邮箱地址创建 Beacon Payouts 账户。您的确认码是 {code}。\n确认码 10 分钟内有效，只能使用一次。如果不是您本人操作，请忽略此邮件：没有确认码无法创建账户。",

  "reset.subject": "重置您的密码",
  "reset.body":
    "有人申请重置您的 Beacon 账户密码。请在一小时内打开下方链接设置新密码。该链接只能使用一次。\n\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。",

  "virtualCard.subject": "您的 {organization} 虚拟卡已准备就绪",
  "virtualCard.subjectResent": "您的 {organization} 虚拟卡（再次发送）",
  "virtualCard.body":
    "{organization} 为您发放了一张虚拟卡。请登录持卡人门户（或使用此邮箱地址创建账户）来激活并查看卡号。我们绝不会通过邮件发送卡号。",

  "member.addedSubject": "您已被添加到 {business}",
  "member.addedBody": "您现在是 Beacon Payouts 上 {business} 的成员。请使用您现有的密码登录。",
  "member.invitedSubject": "{business} 邀请您加入",
  "member.invitedBody": "您受邀在 Beacon Payouts 上管理 {business} 的付款。请在 7 天内打开下方链接设置密码。该链接只能使用一次。",

  "onboarding.linkSubject": "完成 {business} 的设置",
  "onboarding.linkBody": "感谢您的申请。请打开链接，继续填写贵机构的信息。30 天内您可以随时回来继续。",
  "onboarding.ownerSubject": "{business} 需要您的信息",
  "onboarding.ownerBody": "{business} 将您列为最终受益人（持股 25% 或以上）。请打开链接填写您的信息，以便审核申请。该链接 14 天内有效。",
  "onboarding.approvedSubject": "{business} 已获批准",
  "onboarding.approvedBody": "好消息：您的申请已获批准，账户已启用。请登录开始使用。",
  "onboarding.manualReviewSubject": "{business}：您的申请正在人工审核",
  "onboarding.manualReviewBody": "我们的团队成员正在人工审核您的申请，通常最多需要 2 个工作日。您无需进行任何操作。",
  "onboarding.documentsSubject": "{business}：还需要一份文件",
  "onboarding.documentsBody": "为完成审核，我们需要贵机构最近的一份银行对账单。请打开您的申请链接，在确认页面上传。",

  "intake.linkSubject": "{organization}希望向您付款",
  "intake.linkBody":
    "{organization}希望通过银行转账向您付款。要把钱汇入您的银行账户，需要该账户的信息。请打开链接验证您的电子邮箱并填写这些信息，大约需要五分钟。如果您不认识{organization}，请不要打开链接。",
  "intake.codeSubject": "您的验证码",
  "intake.codeBody": "您的验证码是 {code}。\n验证码 10 分钟内有效，只能使用一次。如果您没有申请，请忽略此邮件。",
  "intake.verifiedSubject": "您的银行账户已验证",
  "intake.verifiedBody": "您的银行账户已通过验证。付给您的款项将转入此账户。",
  "intake.failedSubject": "我们无法验证您的银行账户",
  "intake.failedBody": "我们无法验证您提供的银行账户。请联系客服进行更正。",

  "notify.purchaseSubject": "刷卡消费：在 {merchant} 消费 {amount}",
  "notify.purchaseBody":
    "您尾号为 {last6} 的卡在 {merchant} 消费了 {amount}。该消费在入账前处于待处理状态，通常在 5 天内入账，并且已计入您的余额。",
  "notify.declineSubject": "您的卡在 {merchant} 被拒绝",
  "notify.declineBody": "您尾号为 {last6} 的卡在 {merchant} 的一笔 {amount} 消费被拒绝。您的卡没有被扣款。",
  "notify.loadSubject": "您的卡已充值：{amount}",
  "notify.loadBody": "已向您尾号为 {last6} 的卡充值 {amount}。",
  "notify.footer": "您可以在持卡人门户的通知设置中关闭这些邮件。",
} as const satisfies Messages;
