/*
 * This file is part of the SDWebImage package.
 * (c) Olivier Poitrey <rs@dailymotion.com>
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */

#import "SDWebImageOperation.h"

/// NSOperation conform to `SDWebImageOperation`.
@implementation NSOperation (SDWebImageOperation)

@end
