module @jit_grad_of_square_sum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32> {mhlo.layout_mode = "default"}) -> (tensor<3xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    %1 = call @integer_pow(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<3xf32>
    %4 = stablehlo.sine %arg0 : tensor<3xf32>
    %5 = stablehlo.cosine %arg0 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.multiply %0, %6 : tensor<3xf32>
    %8 = stablehlo.multiply %6, %4 : tensor<3xf32>
    %9 = stablehlo.multiply %7, %5 : tensor<3xf32>
    %10 = stablehlo.multiply %8, %3 : tensor<3xf32>
    %11 = stablehlo.add %9, %10 : tensor<3xf32>
    return %11 : tensor<3xf32>
  }
  func.func private @integer_pow(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    return %arg0 : tensor<3xf32>
  }
}
