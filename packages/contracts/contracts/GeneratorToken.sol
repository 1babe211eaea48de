// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/**
 * @title GeneratorToken
 * @notice What every token of the Kastell Labs ERC20 generator shares: the deploying wallet is the owner,
 * and the number of decimals is chosen once, at deployment, between 0 and 15.
 * @dev Concrete tokens mint the initial supply in their own constructor body, which runs after every
 * base constructor (so a cap is already set when the supply is minted).
 */
abstract contract GeneratorToken is ERC20, Ownable {
    /// @notice The largest number of decimals the generator offers.
    uint8 public constant MAX_DECIMALS = 15;

    uint8 private immutable _tokenDecimals;

    /// @notice The requested number of decimals is above `max`.
    error InvalidDecimals(uint8 decimals, uint8 max);

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_
    ) ERC20(name_, symbol_) Ownable(msg.sender) {
        if (decimals_ > MAX_DECIMALS) revert InvalidDecimals(decimals_, MAX_DECIMALS);
        _tokenDecimals = decimals_;
    }

    /// @inheritdoc ERC20
    function decimals() public view virtual override returns (uint8) {
        return _tokenDecimals;
    }
}
